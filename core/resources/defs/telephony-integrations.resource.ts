import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// A PBX that posts call events to POST /api/telephony/events (issue 14 item 1). Its secret is issued
// by POST /api/telephony_integrations/{id}/secret, shown once; only its SHA-256 is stored.
export const telephonyIntegrations = defineResource({
  name: 'telephony_integrations',
  singular: 'telephony_integration',
  table: 'telephony_integrations',
  title: 'Телефония',
  titleSingular: 'Подключение АТС',
  titleField: 'name',
  nav: 'admin',
  fields: {
    name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
    last_used_at: f.datetime({ label: 'Последнее событие', readOnly: true, list: true }),
  },
  defaultSort: ['name', 'asc'],
  permissions: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
});
