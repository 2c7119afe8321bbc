import { useJobProgress } from './job-progress-store.ts';

/** The running background jobs with their progress, in a small dock at the bottom of the screen. */
export function JobProgressDock() {
  const jobs = useJobProgress((s) => s.jobs);
  if (jobs.length === 0) return null;
  return (
    <section className="job-dock" aria-label="Фоновые задачи">
      {jobs.map((job) => (
        <div key={job.id} className="job-dock-item" role="status">
          <span className="job-dock-title">{job.title}</span>
          <progress max={job.total || 1} value={job.total ? job.done : 0} aria-label={job.title} />
          <span className="job-dock-count">{job.total ? `${job.done} из ${job.total}` : 'в очереди'}</span>
        </div>
      ))}
    </section>
  );
}
