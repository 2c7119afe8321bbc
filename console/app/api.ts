import { navigate } from 'wouter/use-browser-location';
import { createApiClient } from '../../core/api/api-client.ts';
import { texts } from '../../core/texts.ts';
import { useLoading } from '../stores/loading-store.ts';
import { useSession } from '../stores/session-store.ts';
import { rememberReturnPath } from './return-path.ts';

// Spec section 8: a 401 anywhere sends the user to /login (the sign-in call shows its own text),
// a 403 whose body is exactly 'No access' to /not_access. Every request also feeds the loading bar.
async function guardedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const loading = useLoading.getState();
  loading.begin();
  try {
    const res = await fetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (res.status === 401 && !url.includes('/users/sign_in')) {
      useSession.getState().signedOut();
      if (location.pathname !== '/login') {
        rememberReturnPath(location.pathname + location.search + location.hash);
        navigate('/login');
      }
    } else if (res.status === 403 && (await res.clone().text()) === texts.noAccess) {
      navigate('/not_access');
    }
    return res;
  } finally {
    loading.end();
  }
}

export const api = createApiClient({
  baseUrl: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  credentials: 'same-origin',
  fetch: guardedFetch as typeof fetch,
  // «Нет связи с сервером.» rather than fetch's "[GET] … Failed to fetch" (issue 9).
  russianNetworkErrors: true,
  quoteRequestId: true,
  headers: (): Record<string, string> => {
    const csrf = useSession.getState().csrf;
    return csrf ? { 'X-CSRF-Token': csrf } : {};
  },
});
