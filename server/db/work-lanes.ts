import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the database work of the current request is for: a write (POST, PUT, PATCH, DELETE) goes
 * to the database before any read still waiting, so a save never queues behind a crowd of list
 * reads (issue 25: under 100 connections a save waited up to 30 s behind reads on PGlite's one
 * connection). Work outside a request (jobs, the activity batch, migrations) has no lane and waits
 * in order with the reads.
 */
export interface RequestWork {
  lane: 'read' | 'write';
  /** The request has had the database at least once: at a stop it is finished, never refused halfway. */
  started: boolean;
}

const current = new AsyncLocalStorage<RequestWork>();

/** Runs `next` (the rest of a request) with its lane; what it awaits keeps it. */
export function runInLane(lane: RequestWork['lane'], next: () => void): void {
  current.run({ lane, started: false }, next);
}

export const currentWork = (): RequestWork | undefined => current.getStore();
