import { realtimeSocket } from '../../core/actions/defs/session.actions.ts';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { navigate } from 'wouter/use-browser-location';
import { LEFT_COLUMN_CHANNEL } from '../../core/left-column.ts';
import { QUALITY_CHANNEL } from '../../core/quality/quality-channel.ts';
import { qualityEvent } from '../screens/quality/quality-progress-store.ts';
import { leftColumnChanged } from '../left-column/left-column-store.ts';
import { useSession } from '../stores/session-store.ts';
import { jobEvent } from './job-progress-store.ts';
import { incomingCallOf, useCallPopups } from './call-popups.ts';
import { type Notice, noticeOf } from './notices.ts';
import { connectRealtime } from './realtime-client.ts';

function showNotice(notice: Notice) {
  const id = notice.id ?? `notice-${++shown}`;
  toast[notice.kind](notice.text, {
    id,
    duration: notice.duration,
    description: notice.description,
    action: notice.open
      ? {
          label: 'Открыть',
          onClick: () => {
            navigate(notice.open as string);
            toast.dismiss(id);
          },
        }
      : undefined,
  });
}
let shown = 0;

/** Subscribes the signed-in user to /deploy, /notification/{id}, /messages/{id}, the left column's and the quality recalculation's channels. */
export function useRealtime(): void {
  const userId = useSession((s) => s.me?.id);
  useEffect(() => {
    if (!userId || typeof WebSocket === 'undefined') return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const connection = connectRealtime({
      url: `${scheme}://${location.host}${realtimeSocket.path}`,
      channels: ['/deploy', `/notification/${userId}`, `/messages/${userId}`, LEFT_COLUMN_CHANNEL, QUALITY_CHANNEL],
      // The left column's notices sent while the connection was down are lost: read it again.
      onReconnect: leftColumnChanged,
      onEvent: ({ channel, data }) => {
        if (channel === LEFT_COLUMN_CHANNEL) leftColumnChanged();
        jobEvent(channel, data);
        qualityEvent(channel, data);
        const call = incomingCallOf(channel, data);
        if (call) useCallPopups.getState().offer(call);
        const notice = noticeOf(channel, data);
        if (notice) showNotice(notice);
      },
    });
    return () => connection.close();
  }, [userId]);
}
