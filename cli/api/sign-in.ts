import { hostname } from 'node:os';
import { createToken } from '../../core/actions/defs/session.actions.ts';
import { solvedAltcha } from '../../core/api/altcha-payload.ts';
import { createApiClient } from '../../core/api/api-client.ts';
import { AppError } from '../../core/errors.ts';
import { CliError } from '../cli-error.ts';
import { explainError } from './explain-error.ts';
import { retryingFetch } from './retrying-fetch.ts';

export interface IssuedToken {
  token: string;
  token_id: number;
  name: string;
}

/** Remembers the session cookie of the sign-in answer for the next requests of this one login. */
function cookieJarFetch(base: typeof fetch): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await base(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return res;
  };
}

export function tokenName(): string {
  return `crm-cli@${hostname()}`;
}

/**
 * The browser's sign-in (ALTCHA proof of work, e-mail and password), then a bearer token for this
 * machine. The session is only a step to the token, so it is signed out at the end.
 */
export async function signInForToken(url: string, email: string, password: string): Promise<IssuedToken> {
  let csrf = '';
  const client = createApiClient({
    baseUrl: url,
    headers: (): Record<string, string> => (csrf ? { 'X-CSRF-Token': csrf } : {}),
    fetch: cookieJarFetch(retryingFetch()),
  });
  try {
    const altcha = await solvedAltcha(await client.altchaChallenge());
    const me = await client.signIn(email, password, altcha);
    csrf = me.csrf_token;
    const name = tokenName();
    const issued = await client.call(createToken, { body: { token: { name } } });
    await client.signOut();
    return { token: issued.token, token_id: issued.id, name };
  } catch (e) {
    if (e instanceof AppError && e.code === 'unauthorized') throw new CliError(`Вход не выполнен: ${e.message}`);
    throw explainError(e, { url });
  }
}
