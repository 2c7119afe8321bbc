import { describe, expect, it } from 'vitest';
import type { AppError } from '../../core/errors.ts';
import { PriorityGate } from './priority-gate.ts';
import { currentWork, runInLane } from './work-lanes.ts';

/** Starts `acquire` inside a request of the given lane (or outside any request). */
function queue(gate: PriorityGate, lane: 'read' | 'write' | null, order: string[], name: string) {
  return new Promise<void>((resolve, reject) => {
    const go = () =>
      gate.acquire().then(
        () => {
          order.push(name);
          resolve();
        },
        (e) => {
          order.push(`${name}: ${(e as AppError).status}`);
          reject(e);
        },
      );
    if (lane) runInLane(lane, go);
    else go();
  });
}

describe('PriorityGate (issue 25 item 2: writes do not starve behind reads)', () => {
  it('admits a write before reads that queued earlier; reads keep their order', async () => {
    const gate = new PriorityGate(1);
    const order: string[] = [];
    await queue(gate, 'read', order, 'running');
    const waiting = [
      queue(gate, 'read', order, 'r1'),
      queue(gate, 'read', order, 'r2'),
      queue(gate, 'write', order, 'w1'),
      queue(gate, 'read', order, 'r3'),
      queue(gate, 'write', order, 'w2'),
    ];
    for (let i = 0; i < waiting.length; i++) {
      gate.release();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(waiting);
    expect(order).toEqual(['running', 'w1', 'w2', 'r1', 'r2', 'r3']);
  });

  it('gives a read under way its next query before reads that have not begun', async () => {
    const gate = new PriorityGate(1);
    const order: string[] = [];
    await queue(gate, 'read', order, 'holder');
    const fresh = [queue(gate, 'read', order, 'r1'), queue(gate, 'read', order, 'r2')];
    const second = new Promise<void>((resolve) =>
      runInLane('read', () => {
        currentWork()!.started = true;
        void gate.acquire().then(() => {
          order.push('second query');
          resolve();
        });
      }),
    );
    for (let i = 0; i < 3; i++) {
      gate.release();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all([...fresh, second]);
    expect(order).toEqual(['holder', 'second query', 'r1', 'r2']);
  });

  it('hands out as many connections as it has before anyone waits', async () => {
    const gate = new PriorityGate(3);
    const order: string[] = [];
    await Promise.all([1, 2, 3].map((n) => queue(gate, 'read', order, `r${n}`)));
    const fourth = queue(gate, 'write', order, 'w');
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual(['r1', 'r2', 'r3']);
    gate.release();
    await fourth;
    expect(order.at(-1)).toBe('w');
  });

  it('at a stop refuses (503) requests that have not begun, and still serves those under way and work outside requests', async () => {
    const gate = new PriorityGate(1);
    const order: string[] = [];
    await queue(gate, 'read', order, 'holder');
    // A request that has had the database before (its first query is done) and waits for it again.
    const underWay = new Promise<void>((resolve) =>
      runInLane('write', () => {
        currentWork()!.started = true;
        void gate.acquire().then(() => {
          order.push('under way');
          resolve();
        });
      }),
    );
    const refused = [
      queue(gate, 'read', order, 'new read').catch(() => undefined),
      queue(gate, 'write', order, 'new write').catch(() => undefined),
    ];
    const batch = queue(gate, null, order, 'activity batch');
    gate.refuseNew();
    await Promise.all(refused);
    await queue(gate, 'read', order, 'after the stop').catch(() => undefined);
    gate.release();
    await underWay;
    gate.release();
    await batch;
    expect(order).toEqual([
      'holder',
      'new write: 503',
      'new read: 503',
      'after the stop: 503',
      'under way',
      'activity batch',
    ]);
  });
});
