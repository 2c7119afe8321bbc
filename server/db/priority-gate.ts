import { AppError } from '../../core/errors.ts';
import { texts } from '../../core/texts.ts';
import { currentWork, type RequestWork } from './work-lanes.ts';

interface Waiter {
  work: RequestWork | undefined;
  admit: () => void;
  refuse: (error: Error) => void;
}

/**
 * Hands out `capacity` database connections (PGlite: 1; PostgreSQL: the pool's size). Writes are
 * admitted before reads, and the next query of a read under way before a read that has not begun;
 * otherwise first come first served. So a write waits at most for the work already holding the
 * connections, never for a queue of later reads, and a read needing two queries does not queue
 * twice behind every newer one.
 *
 * At a stop (`refuseNew`), requests that have not touched the database yet are answered 503 at
 * once instead of waiting their turn behind everything queued; a request already under way, and
 * work outside requests (the activity batch written at close), still gets the database.
 */
export class PriorityGate {
  private free: number;
  private readonly writes: Waiter[] = [];
  /** Reads of requests that have had the database before (their next query): finished before new ones start. */
  private readonly continuing: Waiter[] = [];
  private readonly reads: Waiter[] = [];
  private refusing = false;

  constructor(capacity: number) {
    this.free = capacity;
  }

  acquire(): Promise<void> {
    const work = currentWork();
    if (this.refusing && work && !work.started) return Promise.reject(stopping());
    if (this.free > 0 && !this.writes.length && !this.continuing.length && !this.reads.length) {
      this.free--;
      if (work) work.started = true;
      return Promise.resolve();
    }
    return new Promise<void>((admit, refuse) => {
      const waiter = {
        work,
        admit: () => {
          if (work) work.started = true;
          admit();
        },
        refuse,
      };
      (work?.lane === 'write' ? this.writes : work?.started ? this.continuing : this.reads).push(waiter);
    });
  }

  /**
   * The next holder is chosen on the event loop's next turn, not at once: PGlite answers in
   * microtasks, so handing over at once would run the whole queue of reads in one stretch while a
   * save that just arrived waits unparsed behind it (seen: 24 list reads, then the save).
   */
  release(): void {
    setImmediate(() => {
      const next = this.writes.shift() ?? this.continuing.shift() ?? this.reads.shift();
      if (next) next.admit();
      else this.free++;
    });
  }

  /** How many wait for a connection. */
  waiting(): number {
    return this.writes.length + this.continuing.length + this.reads.length;
  }

  /** From now on a request that has not had the database yet is refused (503); the queued ones at once. */
  refuseNew(): void {
    this.refusing = true;
    for (const queue of [this.writes, this.continuing, this.reads])
      for (const waiter of queue.splice(0))
        if (waiter.work && !waiter.work.started) waiter.refuse(stopping());
        else queue.push(waiter);
  }
}

const stopping = () => new AppError('unavailable', texts.serverStopping);
