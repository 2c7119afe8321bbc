import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02: 'Location log: trackable_id, lat, lng, tracked_at.' The trackable is always a worker (a ref
// to individuals). Written only by the workers' mobile app through POST /api/location_logs with a
// device token (server/actions/location-logs), so the generic create is not mounted.
export const locationLogs = defineResource({
  name: 'location_logs',
  singular: 'location_log',
  table: 'location_logs',
  title: 'Карта работников',
  titleSingular: 'Отметка местоположения',
  titleField: 'id',
  nav: 'admin',
  timestamps: false,
  fields: {
    trackable_id: f.ref('individuals', { label: 'Работник', required: true, list: true }),
    lat: f.decimal({ label: 'Широта', required: true, min: -90, max: 90, scale: 6, list: true }),
    lng: f.decimal({ label: 'Долгота', required: true, min: -180, max: 180, scale: 6, list: true }),
    tracked_at: f.datetime({ label: 'Время', required: true, list: true }),
  },
  defaultSort: ['tracked_at', 'desc'],
  dateField: 'tracked_at',
  limit: 500,
  permissions: { create: false, update: false, delete: 'admin' },
});
