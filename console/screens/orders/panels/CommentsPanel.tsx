import { useEffect } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../../core/format.ts';
import { type OrderComment, orderExtras } from './order-extras-api.ts';
import { DraftBox } from './DraftBox.tsx';
import { PanelState } from './PanelState.tsx';
import { usePanelData } from './usePanelData.ts';

function CommentLine({ c, onRead }: { c: OrderComment; onRead?: () => void }) {
  const author = c.kind === 'individual' ? c.individual_name : c.user_name;
  return (
    <li className={c.read ? 'comment' : 'comment unread'}>
      <span className="comment-meta">
        {formatDateTime(c.created_at)} · {author ?? '—'}
      </span>
      <span className="comment-text">{c.comment}</span>
      {onRead && !c.read && (
        <button type="button" onClick={onRead}>
          Прочитано
        </button>
      )}
    </li>
  );
}

/**
 * «Комментарии»: the workers' comments with this user's read marks (spec 01 §4) and the internal
 * ones, with a box for a new internal comment (Ctrl+Enter sends). Opening the panel reads the
 * internal notifications of the order (mark_internal_notifications_read).
 */
export function CommentsPanel({ orderId }: { orderId: number }) {
  const { data, error, reload, setData } = usePanelData(() => orderExtras.comments(orderId), orderId);
  const unreadInternal = data?.unread.internal ?? 0;

  useEffect(() => {
    if (unreadInternal > 0) orderExtras.markInternalRead(orderId).then(setData, () => undefined);
  }, [unreadInternal, orderId, setData]);

  if (!data) return <PanelState error={error} onRetry={reload} />;
  const workers = data.items.filter((c) => c.kind === 'individual');
  const internal = data.items.filter((c) => c.kind !== 'individual');

  const markRead = (id: number) =>
    orderExtras.markIndividualCommentRead(orderId, id).then(setData, (e: Error) => toast.error(e.message));

  return (
    <div className="comments-panel">
      <h4>Комментарии работников{data.unread.individual ? ` (новых: ${data.unread.individual})` : ''}</h4>
      {workers.length ? (
        <ul className="comment-list" aria-label="Комментарии работников">
          {workers.map((c) => (
            <CommentLine key={c.id} c={c} onRead={() => markRead(c.id)} />
          ))}
        </ul>
      ) : (
        <p className="panel-empty">Комментариев работников нет</p>
      )}
      <h4>Внутренние комментарии</h4>
      {internal.length ? (
        <ul className="comment-list" aria-label="Внутренние комментарии">
          {internal.map((c) => (
            <CommentLine key={c.id} c={c} />
          ))}
        </ul>
      ) : (
        <p className="panel-empty">Внутренних комментариев нет</p>
      )}
      <DraftBox
        label="Новый внутренний комментарий"
        button="Добавить комментарий"
        maxLength={2000}
        className="comment-new"
        send={(text) => orderExtras.addInternalComment(orderId, text).then(reload)}
      />
    </div>
  );
}
