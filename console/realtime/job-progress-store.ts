import { create } from 'zustand';

export interface JobProgress {
  id: number;
  title: string;
  done: number;
  total: number;
}

interface JobsState {
  jobs: readonly JobProgress[];
  /** A job the user just started: shown at once under its own title, before its first progress. */
  follow(id: number, title: string): void;
}

export const useJobProgress = create<JobsState>((set) => ({
  jobs: [],
  follow: (id, title) =>
    set((s) => ({
      jobs: s.jobs.some((j) => j.id === id)
        ? s.jobs.map((j) => (j.id === id ? { ...j, title } : j))
        : [...s.jobs, { id, title, done: 0, total: 0 }],
    })),
}));

const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);

/**
 * Follows the background-job events of the user's notification channel (server/jobs): progress
 * moves the job's bar, its end takes it off the dock (notices.ts shows how it ended). Any job is
 * shown, also one started elsewhere (the CLI, another tab).
 */
export function jobEvent(channel: string, data: unknown): void {
  if (!channel.startsWith('/notification/')) return;
  const d = (data ?? {}) as Record<string, unknown>;
  const id = num(d.job_id);
  if (!id) return;
  const { jobs } = useJobProgress.getState();
  if (d.type === 'job_progress') {
    const known = jobs.find((j) => j.id === id);
    const next = { id, title: known?.title ?? `Фоновая задача № ${id}`, done: num(d.done), total: num(d.total) };
    useJobProgress.setState({ jobs: known ? jobs.map((j) => (j.id === id ? next : j)) : [...jobs, next] });
  } else if (d.type === 'job_done' || d.type === 'job_failed') {
    useJobProgress.setState({ jobs: jobs.filter((j) => j.id !== id) });
  }
}
