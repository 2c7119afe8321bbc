import { chatMessage, texts } from '../../core/texts.ts';
import { formatOfficeTime } from '../../core/format.ts';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  kind: NoticeKind;
  text: string;
  /** Infinity: stays until closed (deploy and chat notices, spec section 9). */
  duration: number;
  /** Notices with one id replace each other (the deploy states follow one another). */
  id?: string;
  /** A second line: what the notice is about (the order of a chat message). */
  description?: string;
  /** «Открыть»: the screen the notice is about (issue 22 item 8: the chat notice was a dead end). */
  open?: string;
}

const PRODUCT_NOTICE_MS = 4000;

const deployNotices: Record<string, Omit<Notice, 'duration' | 'id'>> = {
  warning: { kind: 'warning', text: texts.deployStarted },
  restart: { kind: 'error', text: texts.deployRestarting },
  done: { kind: 'success', text: texts.deployDone },
};

const str = (v: unknown) => (v == null ? '' : String(v));

/** The notice of a realtime event, or null for events with nothing to say. */
export function noticeOf(channel: string, data: unknown): Notice | null {
  const d = (data ?? {}) as Record<string, unknown>;
  if (channel === '/deploy') {
    const notice = deployNotices[str(d.state)];
    return notice ? { ...notice, duration: Number.POSITIVE_INFINITY, id: 'deploy' } : null;
  }
  if (channel.startsWith('/messages/')) {
    const at = d.created_at ? new Date(str(d.created_at)) : new Date();
    const sender = str(d.sender_name ?? d.sender ?? d.sender_id);
    const order = d.order_id == null ? null : str(d.order_id);
    return {
      kind: 'info',
      text: chatMessage(sender, formatOfficeTime(at), str(d.message ?? d.text)),
      duration: Number.POSITIVE_INFINITY,
      ...(d.message_id == null ? {} : { id: `chat-${str(d.message_id)}` }),
      ...(order ? { description: `Заказ № ${order}`, open: `/orders?id=${order}&focus=panel%3Achat` } : {}),
    };
  }
  if (channel.startsWith('/notification/')) {
    // A background job's end (server/jobs): its own notice, or the failure text of its kind.
    if (d.type === 'job_done') {
      const notice = (d.result as { notice?: { type: NoticeKind; text: string } } | null)?.notice;
      return notice
        ? { kind: notice.type, text: notice.text, duration: PRODUCT_NOTICE_MS, id: `job-${str(d.job_id)}` }
        : null;
    }
    if (d.type === 'job_failed')
      return { kind: 'error', text: str(d.text), duration: PRODUCT_NOTICE_MS, id: `job-${str(d.job_id)}` };
    // An incoming call is its own pop-up with actions (CallPopups.tsx), not a passing notice.
    if (d.type === 'job_progress' || d.type === 'incoming_call') return null;
    const text = str(d.text ?? d.message);
    const kind = (['success', 'info', 'warning', 'error'] as const).find((k) => k === d.type) ?? 'info';
    return text ? { kind, text, duration: PRODUCT_NOTICE_MS } : null;
  }
  return null;
}
