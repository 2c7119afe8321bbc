import type { Row } from '../../../core/api/api-client.ts';
import { api } from '../../app/api.ts';

/** One row of a mailing's results (error_data and the job's result). */
export interface MailingErrorRow {
  contractor_id: number | null;
  contractor: string;
  contact: string;
  message: string;
}

export interface MailingJob {
  id: number;
  done: boolean;
  failed: boolean;
  progress: { done: number; total: number } | null;
  result: { sent?: number; errors?: MailingErrorRow[]; notice?: { type: string; text: string } } | null;
  error: string | null;
}

/** Whom to mail: the contractors list's filter string and search, or picked contractors. */
export type Audience = { filter: string; search: string } | { contractor_ids: number[] };

/** Spec 02 §7: the special calls of mass mailings. */
export const mailingApi = {
  uploadFile(id: number, file: File) {
    const body = new FormData();
    body.append('file', file);
    return api.request<Row>('POST', '/api/mass_mailings/mailing_file', body, { mass_mailing_id: String(id) });
  },
  send(id: number, audience: Audience) {
    return api.request<{ job_id: number; recipients: number }>('POST', '/api/mass_mailings/mass_mailing_contractors', {
      mass_mailing_id: id,
      ...audience,
    });
  },
  job: (id: number) => api.request<MailingJob>('GET', `/api/jobs/${id}`),
};
