import type { DocumentState } from '../../../core/rules/document-expiry.rule.ts';
import { type AnswerOf, actionUrl } from '../../../core/actions/define-action.ts';
import {
  approveScan,
  archiveScan,
  deleteScan,
  downloadAllScans,
  downloadTypeScans,
  restoreScan,
  updateScan,
  uploadScan,
  workerFiles,
} from '../../../core/actions/defs/individual-files.actions.ts';
import { api } from '../../app/api.ts';

export type { ChecklistItem, ScanFile } from '../../../core/actions/defs/individual-files.actions.ts';
export type WorkerFiles = AnswerOf<typeof workerFiles>;

const byFile = (individualId: number, fileId: number) => ({ params: { id: individualId, file_id: fileId } });

export const documentsApi = {
  files: (individualId: number) => api.call(workerFiles, { params: { id: individualId } }),
  /** Spec 01 §7: POST /api/individuals/{id}/file/{document_type_id} with the file, until and comment. */
  upload(individualId: number, typeId: number, file: File, until: string, comment: string) {
    const form = new FormData();
    form.append('until', until);
    form.append('comment', comment);
    form.append('file', file);
    return api.upload(uploadScan, form, { params: { id: individualId, document_type_id: typeId } });
  },
  /** The scan's until date (dd.MM.yyyy or yyyy-MM-dd, '' clears it) and comment. */
  update: (individualId: number, fileId: number, values: { until?: string; comment: string }) =>
    api.call(updateScan, { ...byFile(individualId, fileId), body: { individual_file: values } }),
  approve: (individualId: number, fileId: number) => api.call(approveScan, byFile(individualId, fileId)),
  archive: (individualId: number, fileId: number) => api.call(archiveScan, byFile(individualId, fileId)),
  remove: (individualId: number, fileId: number) => api.call(deleteScan, byFile(individualId, fileId)),
  restore: (individualId: number, fileId: number) => api.call(restoreScan, byFile(individualId, fileId)),
  typeZip: (individualId: number, typeId: number) =>
    actionUrl(downloadTypeScans, { id: individualId, type_id: typeId }),
  allZip: (individualId: number) => actionUrl(downloadAllScans, { id: individualId }),
};

/** Labels of a required document's state on the card. */
export const stateLabels: Record<DocumentState, string> = {
  missing: 'Нет скана',
  ok: 'В порядке',
  expiring: 'Скоро истекает',
  expired: 'Истёк',
};
