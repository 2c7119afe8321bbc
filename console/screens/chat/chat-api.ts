import { postOrderMessage } from '../../../core/actions/defs/messages.actions.ts';
import { api } from '../../app/api.ts';

/** One message of an order's chat as the list answers it (names from server/domain/messages). */
export interface ChatMessage {
  id: number;
  incoming: boolean;
  sender: string | null;
  receiver_names: string;
  message: string;
  is_processed: boolean;
  created_at: string;
}

const CHAT_FIELDS = 'incoming,sender,receiver_names,message,is_processed,created_at';

/** The chat calls of the order card (docs/api.md «Order chat»). */
export const chatApi = {
  /** The order's messages, newest first (the list's default sort). */
  async list(orderId: number): Promise<ChatMessage[]> {
    const answer = await api.request<{ items: ChatMessage[] }>('GET', '/api/messages', undefined, {
      filter: `order_id=${orderId}`,
      fields: CHAT_FIELDS,
      limit: '100',
    });
    return answer.items;
  },
  reply: (orderId: number, text: string) =>
    api.call(postOrderMessage, { params: { id: orderId }, body: { message: { message: text } } }),
  /** Spec 02 §8 'Message: is_processed becomes true through a save'. */
  markProcessed: (id: number) => api.resource('messages').update(id, { is_processed: true }),
};
