// The realtime channel of the worker quality recalculation (spec 02 §7 'per-environment
// subscriptions for rating recalculation progress and result'): global, so everyone on the quality
// screen sees the bar move. Its events, in order: progress (0 … 100, whole percent rounded up), then
// done or failed.
export const QUALITY_CHANNEL = '/quality_ratings';

export type QualityEvent =
  | { type: 'progress'; job_id: number; year: number; month: number; percent: number }
  | { type: 'done'; job_id: number; year: number; month: number; percent: 100; workers: number; text: string }
  | { type: 'failed'; job_id: number; year: number; month: number; text: string };
