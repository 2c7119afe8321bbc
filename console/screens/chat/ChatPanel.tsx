import { toast } from 'sonner';
import { formatDateTime } from '../../../core/format.ts';
import { DraftBox } from '../orders/panels/DraftBox.tsx';
import { PanelState } from '../orders/panels/PanelState.tsx';
import { usePanelData } from '../orders/panels/usePanelData.ts';
import { type ChatMessage, chatApi } from './chat-api.ts';
import './chat.css';

const MAX_TEXT = 4000;

function MessageLine({ m, onProcessed }: { m: ChatMessage; onProcessed(): void }) {
  const direction = m.incoming ? 'Входящее' : 'Исходящее';
  return (
    <li
      className={m.incoming ? 'chat-line incoming' : 'chat-line outgoing'}
      data-unprocessed={!m.is_processed || undefined}
    >
      <span className="chat-meta">
        {formatDateTime(m.created_at)} · {direction} · {m.sender ?? '—'} → {m.receiver_names || '—'}
      </span>
      <span className="chat-text">{m.message}</span>
      {m.incoming && !m.is_processed && (
        <button type="button" onClick={onProcessed}>
          Обработано
        </button>
      )}
    </li>
  );
}

/**
 * «Чат» of the order card (issue 14 item 2: 'replies from the order card'): the order's messages
 * with workers, newest first, and a reply to the order's workers (Ctrl+Enter sends). An incoming
 * message is marked processed through a save (spec 02 §8).
 */
export function ChatPanel({ orderId }: { orderId: number }) {
  const { data, error, reload } = usePanelData(() => chatApi.list(orderId), orderId);
  if (!data) return <PanelState error={error} onRetry={reload} />;

  const processed = (id: number) => chatApi.markProcessed(id).then(reload, (e: Error) => toast.error(e.message));

  return (
    <div className="chat-panel">
      {data.length ? (
        <ul className="chat-list" aria-label="Сообщения заказа">
          {data.map((m) => (
            <MessageLine key={m.id} m={m} onProcessed={() => processed(m.id)} />
          ))}
        </ul>
      ) : (
        <p className="panel-empty">Сообщений нет</p>
      )}
      <DraftBox
        label="Ответ работникам заказа"
        button="Отправить"
        maxLength={MAX_TEXT}
        className="chat-reply"
        send={(text) => chatApi.reply(orderId, text).then(reload)}
      />
    </div>
  );
}
