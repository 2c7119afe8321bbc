import { create } from 'zustand';
import { QUALITY_CHANNEL } from '../../../core/quality/quality-channel.ts';

export interface QualityProgress {
  jobId: number;
  year: number;
  month: number;
  /** 0–100, whole, rounded up by the server (spec 02 §4). */
  percent: number;
  state: 'running' | 'done' | 'failed';
  /** The end's words: «Пересчёт рейтингов за … завершён: …» or the failure. */
  text: string;
}

interface State {
  progress: QualityProgress | null;
  /** A recalculation just asked for: the bar shows at once, before the first event. */
  started(jobId: number, year: number, month: number): void;
}

export const useQualityProgress = create<State>((set) => ({
  progress: null,
  started: (jobId, year, month) => set({ progress: { jobId, year, month, percent: 0, state: 'running', text: '' } }),
}));

const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);

/**
 * The events of /quality_ratings (core/quality/quality-channel.ts) move the bar: every console hears
 * them, so whoever has the quality screen open sees a recalculation started elsewhere too.
 */
export function qualityEvent(channel: string, data: unknown): void {
  if (channel !== QUALITY_CHANNEL) return;
  const d = (data ?? {}) as Record<string, unknown>;
  const base = { jobId: num(d.job_id), year: num(d.year), month: num(d.month) };
  if (d.type === 'progress')
    useQualityProgress.setState({ progress: { ...base, percent: num(d.percent), state: 'running', text: '' } });
  else if (d.type === 'done')
    useQualityProgress.setState({ progress: { ...base, percent: 100, state: 'done', text: String(d.text ?? '') } });
  else if (d.type === 'failed') {
    const percent = useQualityProgress.getState().progress?.percent ?? 0;
    useQualityProgress.setState({ progress: { ...base, percent, state: 'failed', text: String(d.text ?? '') } });
  }
}
