import { reportPageOpens } from '../../core/actions/defs/messages.actions.ts';
import { useEffect } from 'react';
import { useSession } from '../stores/session-store.ts';
import { createPageOpenQueue } from './page-open-queue.ts';

// A background report: plain fetch, so it never shows the loading bar nor redirects on an answer.
const queue = createPageOpenQueue((uris) =>
  fetch(reportPageOpens.path, {
    method: reportPageOpens.method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'X-CSRF-Token': useSession.getState().csrf ?? '' },
    body: JSON.stringify({ uris }),
    keepalive: true,
  }),
);

/** Reports each screen the signed-in user opens (path and query, e.g. /orders?id=5) to the activity log. */
export function usePageOpenReport(path: string): void {
  useEffect(() => {
    queue.opened(path + (typeof location === 'undefined' ? '' : location.search));
  }, [path]);
  useEffect(() => {
    // Leaving the console (tab closed, signed out) sends what waits; keepalive lets it outlive the page.
    const leave = () => queue.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      queue.flush();
    };
  }, []);
}
