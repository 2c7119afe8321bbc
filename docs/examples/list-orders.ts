// The five latest orders with their clients, through the typed API client.
// Run after `crm login` (or with CRM_URL and CRM_TOKEN set): npx tsx docs/examples/list-orders.ts
// tests/api/api-client-example.test.ts runs this file against a test server.
import { fromCliConfig } from '../../core/api/from-cli-config.ts';
import { formatDate } from '../../core/format.ts';

const api = fromCliConfig();
const { items, meta } = await api
  .resource('orders')
  .list({ sort: 'start_date', order: 'desc', limit: 5, include: ['contractor'] });

for (const order of items) {
  // order.start_date is a string, order.contractor is {id, name} | null: both typed from the registry.
  console.log([`№ ${order.id}`, formatDate(order.start_date), order.contractor?.name ?? '—'].join('\t'));
}
console.log(`Всего заказов: ${meta.total}`);
