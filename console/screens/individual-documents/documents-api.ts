import type { DocumentState } from '../../../core/rules/document-expiry.rule.ts';
import { api } from '../../app/api.ts';

/** A scan or file of the worker as GET /api/individuals/{id}/files answers it. */
export interface ScanFile {
  id: number;
  type_id: number | null;
  original_name: string;
  content_kind: 'png' | 'jpg' | 'webp' | 'pdf';
  until: string | null;
  comment: string | null;
  is_approved: boolean;
  deleted_at: string | null;
  archived_at: string | null;
  url: string;
}

export interface ChecklistItem {
  type_id: number;
  name: string;
  dated: boolean;
  state: DocumentState;
}

export interface WorkerFiles {
  items: ScanFile[];
  checklist: ChecklistItem[];
}

const base = (individualId: number) => `/api/individuals/${individualId}`;

export const documentsApi = {
  files: (individualId: number) => api.request<WorkerFiles>('GET', `${base(individualId)}/files`),
  /** Spec 01 §7: POST /api/individuals/{id}/file/{document_type_id} with the file, until and comment. */
  upload(individualId: number, typeId: number, file: File, until: string, comment: string) {
    const form = new FormData();
    form.append('until', until);
    form.append('comment', comment);
    form.append('file', file);
    return api.request<ScanFile>('POST', `${base(individualId)}/file/${typeId}`, form);
  },
  /** The scan's until date (dd.MM.yyyy or yyyy-MM-dd, '' clears it) and comment. */
  update: (individualId: number, fileId: number, values: { until?: string; comment: string }) =>
    api.request<ScanFile>('PUT', `${base(individualId)}/file/${fileId}`, { individual_file: values }),
  approve: (individualId: number, fileId: number) =>
    api.request<ScanFile>('POST', `${base(individualId)}/approve_document/${fileId}`),
  archive: (individualId: number, fileId: number) =>
    api.request<ScanFile>('POST', `${base(individualId)}/file_to_archive/${fileId}`),
  remove: (individualId: number, fileId: number) =>
    api.request<ScanFile>('DELETE', `${base(individualId)}/file/${fileId}`),
  restore: (individualId: number, fileId: number) =>
    api.request<ScanFile>('PATCH', `${base(individualId)}/file/${fileId}`),
  typeZip: (individualId: number, typeId: number) => `${base(individualId)}/download_documents/${typeId}`,
  allZip: (individualId: number) => `${base(individualId)}/download_all_documents`,
};

/** Labels of a required document's state on the card. */
export const stateLabels: Record<DocumentState, string> = {
  missing: 'Нет скана',
  ok: 'В порядке',
  expiring: 'Скоро истекает',
  expired: 'Истёк',
};
