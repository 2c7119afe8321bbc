import { useEffect, useState } from 'react';
import { type MailingJob, mailingApi } from './mailing-api.ts';

/** How often the card reads its running job (GET /api/jobs/{id}); the end notice itself comes live. */
export const JOB_POLL_MS = 1000;

/**
 * The sending job of the open mailing, read until it is done. The card asks the job itself rather
 * than listening to /notification/{userId}: it shows the right state after a reload too, and the
 * live end notice is already shown by the console's realtime notices (console/realtime/notices.ts).
 */
export function useMailingJob(jobId: number | null): MailingJob | null {
  const [job, setJob] = useState<MailingJob | null>(null);
  useEffect(() => {
    setJob(null);
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const next = await mailingApi.job(jobId).catch(() => null);
      if (stopped) return;
      if (next) setJob(next);
      if (!next?.done) timer = setTimeout(read, JOB_POLL_MS);
    };
    read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId]);
  return job;
}
