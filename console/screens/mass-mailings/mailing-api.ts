import { sendMailing, uploadMailingFile } from '../../../core/actions/defs/mass-mailings.actions.ts';
import { type JobView, readJob } from '../../../core/actions/defs/shell.actions.ts';
import { api } from '../../app/api.ts';

/** One row of a mailing's results (error_data and the job's result). */
export interface MailingErrorRow {
  contractor_id: number | null;
  contractor: string;
  contact: string;
  message: string;
}

/** The mass_mailing job as GET /api/jobs/{id} answers it, with the result that job writes. */
export type MailingJob = Omit<JobView, 'result'> & {
  result: { sent?: number; errors?: MailingErrorRow[]; notice?: { type: string; text: string } } | null;
};

/** Whom to mail: the contractors list's filter string and search, or picked contractors. */
export type Audience = { filter: string; search: string } | { contractor_ids: number[] };

/** Spec 02 §7: the special calls of mass mailings. */
export const mailingApi = {
  uploadFile(id: number, file: File) {
    const body = new FormData();
    body.append('file', file);
    return api.upload(uploadMailingFile, body, { query: { mass_mailing_id: id } });
  },
  send(id: number, audience: Audience) {
    return api.call(sendMailing, { body: { mass_mailing_id: id, ...audience } });
  },
  job: (id: number) => api.call(readJob, { params: { id } }) as Promise<MailingJob>,
};
