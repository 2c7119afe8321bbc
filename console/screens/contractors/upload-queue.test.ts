import { describe, expect, it } from 'vitest';
import { CONTRACTOR_UPLOAD_LIMIT, runQueued } from './upload-queue.ts';

describe('runQueued', () => {
  it("spec 01 §5 'Upload queues: contractor files limit 2': never more than 2 in flight, all run, results in order", async () => {
    let running = 0;
    let peak = 0;
    const task =
      (n: number, fail = false) =>
      async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5 + (n % 3) * 3));
        running--;
        if (fail) throw new Error(`failed ${n}`);
        return n;
      };
    const results = await runQueued([task(1), task(2, true), task(3), task(4), task(5)], CONTRACTOR_UPLOAD_LIMIT);
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : null))).toEqual([1, null, 3, 4, 5]);
  });
});
