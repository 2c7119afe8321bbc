import { z } from 'zod';
import type { RowFor } from '../../api/api-client.ts';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { documentStates } from '../../rules/document-expiry.rule.ts';
import { mayChangeScan } from '../../rules/scan-edit.rule.ts';
import { texts } from '../../texts.ts';
import { defineAction, type RecordRule } from '../define-action.ts';
import { wire } from '../wire.ts';

// The worker's documents and files (spec 01 §7, issue 11 item 3). Whoever may read (or change) a
// worker may read (or change) the worker's scans. The state of a scan (approved, archived, deleted,
// its term and comment) is these actions' alone: the registry's `documents` offers no generic write.

const { permissions } = resources.individuals;
const read = resourceActionRule(permissions.read);
const write = resourceActionRule(permissions.update);

/** A scan or file of the worker: the declared fields of `documents` plus its link. */
export const scanFile = z.custom<RowFor<'documents'> & { url: string }>(
  (v) => typeof v === 'object' && v !== null && 'id' in v && 'url' in v,
  'ожидался файл работника',
);
export type ScanFile = z.infer<typeof scanFile>;

export const checklistItem = z.object({
  type_id: z.number(),
  name: z.string(),
  dated: z.boolean(),
  state: z.enum(documentStates),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

const byWorker = wire.object({ id: wire.id() });
const byFile = wire.object({ id: wire.id(), file_id: wire.id() });

/** The card's documents section: every file of the worker and the checklist of required documents. */
export const workerFiles = defineAction({
  name: 'individuals.files',
  method: 'GET',
  path: '/api/individuals/:id/files',
  title: 'Документы работника',
  permission: read,
  record: { resource: 'individuals' },
  params: byWorker,
  answer: z.object({ items: z.array(scanFile), checklist: z.array(checklistItem) }),
});

export const usersByFiles = defineAction({
  name: 'individuals.get_users_by_files',
  method: 'GET',
  path: '/api/individuals/:id/get_users_by_files',
  title: 'Кто работал с документами работника',
  permission: read,
  params: byWorker,
  answer: z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) }),
});

/** The file itself, inline (the scan preview) or, with ?download=1, as an attachment. */
export const workerFile = defineAction({
  name: 'individuals.file',
  method: 'GET',
  path: '/api/individuals/:id/file/:file_id',
  title: 'Файл работника',
  permission: read,
  params: byFile,
  query: wire.object({ download: wire.text(10) }),
  transport: 'download',
  answer: wire.file(),
});

/** Spec 01 §7: POST /api/individuals/{id}/file, a file of the worker (not a scan of a document). */
export const uploadWorkerFile = defineAction({
  name: 'individuals.upload_file',
  method: 'POST',
  path: '/api/individuals/:id/file',
  title: 'Загрузить файл работника',
  permission: write,
  params: byWorker,
  transport: 'upload',
  answer: scanFile,
});

/** Spec 01 §7: POST /api/individuals/{id}/file/{document_type_id}, a scan with until and comment; a new scan is unapproved. */
export const uploadScan = defineAction({
  name: 'individuals.upload_scan',
  method: 'POST',
  path: '/api/individuals/:id/file/:document_type_id',
  title: 'Загрузить скан документа',
  permission: write,
  params: wire.object({ id: wire.id(), document_type_id: wire.id() }),
  transport: 'upload',
  answer: scanFile,
});

const scanState = (fields: readonly string[]) => [{ resource: 'documents', fields }] as const;

/** An approved scan changes only with documents_edit (spec 01 §6); the console asks the same rule per scan. */
const approvedNeedsEdit = {
  resource: 'documents',
  param: 'file_id',
  lock: true,
  allows: (user, row) => mayChangeScan(user, row as { is_approved: unknown }),
  describe: 'проверенный документ — только с правом documents_edit',
} as const satisfies RecordRule;

/** Spec 01 §4 'Files': deleted (by whom), restored (returns as unapproved), archived, approved. */
export const deleteScan = defineAction({
  name: 'individuals.delete_file',
  method: 'DELETE',
  path: '/api/individuals/:id/file/:file_id',
  title: 'Удалить файл работника',
  permission: write,
  record: approvedNeedsEdit,
  params: byFile,
  answer: scanFile,
  owns: scanState(['deleted_at', 'deleted_by_user_id']),
});

export const restoreScan = defineAction({
  name: 'individuals.restore_file',
  method: 'PATCH',
  path: '/api/individuals/:id/file/:file_id',
  title: 'Вернуть файл работника',
  permission: write,
  params: byFile,
  answer: scanFile,
  owns: scanState([
    'deleted_at',
    'deleted_by_user_id',
    'archived_at',
    'archived_by_user_id',
    'is_approved',
    'approved_at',
    'approved_by_user_id',
  ]),
});

/** The scan's own properties; after approval only with documents_edit (spec 01 §6). */
export const updateScan = defineAction({
  name: 'individuals.update_file',
  method: 'PUT',
  path: '/api/individuals/:id/file/:file_id',
  title: 'Срок и комментарий скана',
  permission: write,
  record: approvedNeedsEdit,
  params: byFile,
  body: wire.object({
    individual_file: wire.object({
      until: wire.optionalDate({ bad: texts.invalidDate }),
      comment: wire.text(500, { tooLong: 'не длиннее 500 символов' }),
    }),
  }),
  root: 'individual_file',
  labels: { until: 'Действует до', comment: 'Комментарий' },
  answer: scanFile,
  owns: scanState(['until', 'comment']),
});

export const archiveScan = defineAction({
  name: 'individuals.file_to_archive',
  method: 'POST',
  path: '/api/individuals/:id/file_to_archive/:file_id',
  title: 'Отправить файл в архив',
  permission: write,
  record: approvedNeedsEdit,
  params: byFile,
  answer: scanFile,
  owns: scanState(['archived_at', 'archived_by_user_id']),
});

export const approveScan = defineAction({
  name: 'individuals.approve_document',
  method: 'POST',
  path: '/api/individuals/:id/approve_document/:file_id',
  title: 'Подтвердить документ',
  permission: write,
  params: byFile,
  answer: scanFile,
  owns: scanState(['is_approved', 'approved_at', 'approved_by_user_id']),
});

/** Spec 01 §7: GET /api/individuals/{id}/download_documents/{type_id}: the live scans of one type, zipped. */
export const downloadTypeScans = defineAction({
  name: 'individuals.download_documents',
  method: 'GET',
  path: '/api/individuals/:id/download_documents/:type_id',
  title: 'Скачать сканы одного типа',
  permission: read,
  params: wire.object({ id: wire.id(), type_id: wire.id() }),
  transport: 'download',
  answer: wire.file(),
});

export const downloadAllScans = defineAction({
  name: 'individuals.download_all_documents',
  method: 'GET',
  path: '/api/individuals/:id/download_all_documents',
  title: 'Скачать все документы работника',
  permission: read,
  params: byWorker,
  transport: 'download',
  answer: wire.file(),
});
