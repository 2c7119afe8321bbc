import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec: 'Message: order_id, incoming, sender_id, sender, receivers, message, created_at, is_processed.'
// The sender is a worker when incoming, a manager otherwise, so sender_id is a plain id, not a ref;
// the receivers are the other side (managers of an incoming message, workers of an outgoing one).
// `sender` and `receiver_names` are their names (server/domain/messages/message-names.ts).
export const messages = defineResource({
  name: 'messages',
  singular: 'message',
  table: 'messages',
  title: 'Сообщения',
  titleSingular: 'Сообщение',
  titleField: 'id',
  nav: 'orders',
  goKey: 'm',
  fields: {
    order_id: f.ref('orders', { label: 'Заказ', list: true }),
    incoming: f.bool({ label: 'Входящее', list: true }),
    sender_id: f.int({
      label: 'Отправитель (номер)',
      readOnly: true,
      names: { target: 'users', when: 'incoming', is: false },
    }),
    sender: f.text({ label: 'Отправитель', readOnly: true, virtual: true, list: true }),
    receivers: f.json({ label: 'Получатели (номера)', default: [], items: 'ids' }),
    receiver_names: f.text({ label: 'Получатели', readOnly: true, virtual: true, list: true }),
    message: f.text({ label: 'Текст', required: true, search: true, multiline: true, list: true, max: 4000 }),
    is_processed: f.bool({ label: 'Обработано', list: true }),
  },
  defaultSort: ['created_at', 'desc'],
  dateField: 'created_at',
});
