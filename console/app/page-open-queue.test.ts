import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageOpenQueue, MAX_BATCH } from './page-open-queue.ts';

// Issue 14 item 5 'every page open … recorded … without slowing requests': batched reports.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the page open queue', () => {
  it('reports every page opened in a quiet moment in one request', () => {
    const send = vi.fn(async () => undefined);
    const queue = createPageOpenQueue(send, 2000);
    queue.opened('/orders');
    queue.opened('/orders?id=5');
    vi.advanceTimersByTime(1999);
    queue.opened('/tasks');
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(['/orders', '/orders?id=5', '/tasks']);
  });

  it('sends a full batch at once and drops a failed send without throwing', async () => {
    const send = vi.fn(async () => {
      throw new Error('нет связи');
    });
    const queue = createPageOpenQueue(send, 2000);
    for (let i = 0; i < MAX_BATCH; i++) queue.opened(`/p${i}`);
    expect(send).toHaveBeenCalledTimes(1);
    expect((send.mock.calls[0] as unknown as [string[]])[0]).toHaveLength(MAX_BATCH);
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
