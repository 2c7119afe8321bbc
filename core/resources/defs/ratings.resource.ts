import { defineResource } from '../define-resource.ts';
import { readOnly } from '../fields/f.ts';
import { orders } from './orders.resource.ts';

const o = orders.fields;

// Spec 02 'Rating (of an order)': a view over orders (migrations 0008, 0045) whose only writable columns
// are the rating ones. The 30-day edit window, rating_set_at and the all-innocent flag are the
// server's (server/domain/ratings/rating-rules.ts, the same for an order card's save); the
// screenshot is uploaded by POST /api/ratings/{id}/screenshot.
export const ratings = defineResource({
  name: 'ratings',
  singular: 'rating',
  table: 'ratings',
  viewOf: 'orders',
  title: 'Оценки заказов',
  titleSingular: 'Оценка заказа',
  titleField: 'id',
  nav: 'quality',
  goKey: 'r',
  fields: {
    start_date: readOnly({ ...o.start_date, list: true }),
    start_time: readOnly({ ...o.start_time, list: false }),
    contractor_id: readOnly({ ...o.contractor_id, list: true }),
    client_id: readOnly({ ...o.client_id, list: false }),
    contact_id: readOnly(o.contact_id),
    street_id: readOnly(o.street_id),
    address_info: readOnly({ ...o.address_info, list: false }),
    user_id: readOnly({ ...o.user_id, list: false }),
    user2_id: readOnly(o.user2_id),
    user3_id: readOnly(o.user3_id),
    // The displayed status, as on /orders (issue 23 item 6, migration 0057).
    displayed_status: readOnly({ ...o.displayed_status, list: false }),
    rating: { ...o.rating, list: true },
    rating_form: o.rating_form,
    rating_comment: { ...o.rating_comment, list: true },
    rating_received_from_client: { ...o.rating_received_from_client, list: true },
    innocent_individual_ids: o.innocent_individual_ids,
    all_innocent: o.all_innocent,
    rating_call_id: o.rating_call_id,
    rating_set_at: o.rating_set_at,
    rating_screenshot_file_id: o.rating_screenshot_file_id,
  },
  defaultSort: ['start_date', 'desc'],
  dateField: 'start_date',
  permissions: { create: false, delete: false },
});
