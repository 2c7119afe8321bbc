import { describe, expect, it, vi } from 'vitest';
import { retryingFetch } from './retrying-fetch.ts';

const refused = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
const reset = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });

function flaky(failures: Error[]) {
  return vi.fn(async () => {
    const next = failures.shift();
    if (next) throw next;
    return new Response('ok');
  });
}

describe('retryingFetch', () => {
  const sleep = vi.fn(async () => {});

  it('retries a read three times with a doubling delay, then gives up', async () => {
    const base = flaky([reset(), reset(), reset()]);
    await expect(retryingFetch(base as typeof fetch, { sleep })('http://x/api', {})).rejects.toThrow('fetch failed');
    expect(base).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[300], [600]]);
  });

  it('retries a keyed write, and an unkeyed one only when it never left the machine', async () => {
    const keyed = flaky([reset()]);
    const ok = await retryingFetch(keyed as typeof fetch, { sleep })('http://x', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'k' },
    });
    expect(await ok.text()).toBe('ok');
    const unkeyed = flaky([reset()]);
    await expect(retryingFetch(unkeyed as typeof fetch, { sleep })('http://x', { method: 'POST' })).rejects.toThrow();
    expect(unkeyed).toHaveBeenCalledTimes(1);
    const notSent = flaky([refused()]);
    await retryingFetch(notSent as typeof fetch, { sleep })('http://x', { method: 'DELETE' });
    expect(notSent).toHaveBeenCalledTimes(2);
  });

  it('waits out a 429 for its Retry-After and sends the request again, a write too', async () => {
    const wait = vi.fn(async () => {});
    const answers = [new Response('{}', { status: 429, headers: { 'retry-after': '7' } }), new Response('ok')];
    const base = vi.fn(async () => answers.shift()!);
    const res = await retryingFetch(base as typeof fetch, { sleep: wait })('http://x', { method: 'POST' });
    expect(await res.text()).toBe('ok');
    expect(wait.mock.calls).toEqual([[7000]]);
  });
});
