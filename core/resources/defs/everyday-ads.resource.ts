import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02: 'Everyday ads: fields not shown.' Advertising spend per day and channel, read by the daily statistics.
export const everydayAds = defineResource({
  name: 'everyday_ads',
  singular: 'everyday_ad',
  table: 'everyday_ads',
  title: 'Расходы на рекламу',
  titleSingular: 'Расход на рекламу',
  titleField: 'id',
  nav: 'stats',
  fields: {
    date: f.date({ label: 'Дата', required: true, list: true }),
    channel: f.text({ label: 'Канал', search: true, list: true, max: 255 }),
    amount: f.money({ label: 'Сумма', required: true, min: 0, list: true }),
    comment: f.text({ label: 'Комментарий', multiline: true, filter: false, list: true }),
  },
  defaultSort: ['date', 'desc'],
  dateField: 'date',
  // A statistics entry: only with its stats_* flag (issue 15, spec 02 §6 stats_everyday).
  permissions: { read: 'stats_everyday', create: 'stats_everyday', update: 'stats_everyday', delete: 'stats_everyday' },
});
