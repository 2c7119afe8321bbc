import { z } from 'zod';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Spec 02 §7: the mailing's file and the sending (the `mass_mailing` background job behind it).

const { permissions } = resources.mass_mailings;
const idText = 'Укажите рассылку: mass_mailing_id';
const byId = wire.object({ id: wire.id() });

/**
 * Spec 02 §7 POST /api/mass_mailings/mailing_file: the mailing's one file (§5 'file queue holds 1
 * file'), multipart `file` with `mass_mailing_id` in the query or the form; a new file replaces the old.
 */
export const uploadMailingFile = defineAction({
  name: 'mass_mailings.mailing_file',
  method: 'POST',
  path: '/api/mass_mailings/mailing_file',
  title: 'Файл рассылки',
  permission: resourceActionRule(permissions.update),
  query: wire.object({ mass_mailing_id: wire.optionalId(idText) }),
  transport: 'upload',
  answer: wire.record('mass_mailings'),
  owns: [{ resource: 'mass_mailings', fields: ['file_name', 'with_file'] }],
});

export const mailingFile = defineAction({
  name: 'mass_mailings.file',
  method: 'GET',
  path: '/api/mass_mailings/:id/file',
  title: 'Скачать файл рассылки',
  permission: resourceActionRule(permissions.read),
  params: byId,
  transport: 'download',
  answer: wire.file(),
});

/** For WhatsApp gateways (file_url): no session, the signed token opens this one file only. */
export const sharedMailingFile = defineAction({
  name: 'mass_mailings.shared_file',
  method: 'GET',
  path: '/api/mass_mailings/:id/shared_file/:token',
  title: 'Файл рассылки по ссылке для WhatsApp',
  permission: 'public',
  params: wire.object({ id: wire.id(), token: z.string().regex(/^[\w-]{1,200}$/) }),
  transport: 'download',
  answer: wire.file(),
});

/**
 * Spec 02 §7 POST /api/mass_mailings/mass_mailing_contractors (form body ours, docs/api.md):
 * {mass_mailing_id | mass_mailing: {...}, filter, search | contractor_ids}; queues the job with the
 * recipients resolved now and answers 202 {job_id}. The new mailing's fields are checked by the
 * registry, the picked contractors and the filter by the contractors list's own rules.
 */
export const sendMailing = defineAction({
  name: 'mass_mailings.mass_mailing_contractors',
  method: 'POST',
  path: '/api/mass_mailings/mass_mailing_contractors',
  title: 'Отправить рассылку',
  permission: resourceActionRule(permissions.create),
  body: wire.object({
    mass_mailing_id: wire.optionalId('Укажите рассылку: mass_mailing_id или поля mass_mailing'),
    mass_mailing: z.record(z.string(), z.unknown(), { error: 'ожидался объект «mass_mailing»' }).optional(),
    filter: wire.text(2000),
    search: wire.text(200),
    contractor_ids: z.custom<readonly (number | string)[]>(() => true).optional(),
  }),
  answer: z.object({ job_id: z.number(), mass_mailing_id: z.number(), recipients: z.number() }),
  idempotent: true,
  owns: [{ resource: 'mass_mailings', fields: ['job_id'] }],
});
