import { useEffect } from 'react';
import { api } from './api.ts';
import { createPageOpenQueue } from './page-open-queue.ts';

const queue = createPageOpenQueue((uris) => api.request('POST', '/api/user_activities/page_open', { uris }));

/** Reports each screen the signed-in user opens (path and query, e.g. /orders?id=5) to the activity log. */
export function usePageOpenReport(path: string): void {
  useEffect(() => {
    queue.opened(path + (typeof location === 'undefined' ? '' : location.search));
  }, [path]);
  useEffect(() => {
    // Leaving the console (tab closed, signed out) sends what waits.
    const leave = () => queue.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      queue.flush();
    };
  }, []);
}
