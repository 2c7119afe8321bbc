import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Spec 01 §7 GET /api/orders/{id}/instruct_file and /timesheet_file (the card links to them), and
// POST to the same paths to upload one (not shown in the spec; docs/decisions.md).

const byId = wire.object({ id: wire.id() });

export const orderFileAnswer = z.object({
  id: z.number(),
  file_name: z.string(),
  size: z.number(),
  created_at: z.string(),
  /** Where the card downloads it. */
  url: z.string(),
});

export const uploadInstructFile = defineAction({
  name: 'orders.upload_instruct_file',
  method: 'POST',
  path: '/api/orders/:id/instruct_file',
  title: 'Загрузить инструкцию к заказу',
  permission: 'signed_in',
  params: byId,
  transport: 'upload',
  answer: orderFileAnswer,
  owns: [{ resource: 'orders', fields: ['instruct_file_id'] }],
});

export const downloadInstructFile = defineAction({
  name: 'orders.instruct_file',
  method: 'GET',
  path: '/api/orders/:id/instruct_file',
  title: 'Инструкция к заказу',
  permission: 'signed_in',
  record: { resource: 'orders' },
  params: byId,
  transport: 'download',
  answer: wire.file(),
});

export const uploadTimesheetFile = defineAction({
  name: 'orders.upload_timesheet_file',
  method: 'POST',
  path: '/api/orders/:id/timesheet_file',
  title: 'Загрузить табель заказа',
  permission: 'signed_in',
  params: byId,
  transport: 'upload',
  answer: orderFileAnswer,
  owns: [{ resource: 'orders', fields: ['timesheet_file_id'] }],
});

export const downloadTimesheetFile = defineAction({
  name: 'orders.timesheet_file',
  method: 'GET',
  path: '/api/orders/:id/timesheet_file',
  title: 'Табель заказа',
  permission: 'signed_in',
  record: { resource: 'orders' },
  params: byId,
  transport: 'download',
  answer: wire.file(),
});

/** The two files of an order card, by the path segment the card names them with. */
export const orderFileActions = {
  instruct_file: { upload: uploadInstructFile, download: downloadInstructFile },
  timesheet_file: { upload: uploadTimesheetFile, download: downloadTimesheetFile },
} as const;
export type OrderFileKind = keyof typeof orderFileActions;
