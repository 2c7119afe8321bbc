import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSession } from '../stores/session-store.ts';
import { noticeOf } from './notices.ts';
import { connectRealtime } from './realtime-client.ts';

/** Subscribes the signed-in user to /deploy, /notification/{id} and /messages/{id}. */
export function useRealtime(): void {
  const userId = useSession((s) => s.me?.id);
  useEffect(() => {
    if (!userId || typeof WebSocket === 'undefined') return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const connection = connectRealtime({
      url: `${scheme}://${location.host}/ws`,
      channels: ['/deploy', `/notification/${userId}`, `/messages/${userId}`],
      onEvent: ({ channel, data }) => {
        const notice = noticeOf(channel, data);
        if (notice) toast[notice.kind](notice.text, { duration: notice.duration, id: notice.id });
      },
    });
    return () => connection.close();
  }, [userId]);
}
