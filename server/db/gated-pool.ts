import type { PostgresClientConstructor } from 'kysely';
import type pg from 'pg';
import type { PriorityGate } from './priority-gate.ts';

/**
 * The pool as Kysely sees it, with the gate in front: pg's own queue is first come first served,
 * so under load a save waited behind every list read queued before it (3.3 s p99 at 100
 * connections); through the gate writes are handed a connection first. The gate's capacity is the
 * pool's size, so pg's queue stays empty.
 */
export function gatedPool(pool: pg.Pool, gate: PriorityGate) {
  return {
    async connect() {
      await gate.acquire();
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (e) {
        gate.release();
        throw e;
      }
      // pg gives each checkout its own release; wrapped once per checkout, it frees the gate too.
      const release = client.release;
      let released = false;
      client.release = (error?: Error | boolean) => {
        if (!released) {
          released = true;
          gate.release();
        }
        return release.call(client, error);
      };
      return client;
    },
    end: () => pool.end(),
    // Kysely opens a control connection from these to cancel a query (an aborted request).
    options: pool.options,
    Client: (pool as unknown as { Client: PostgresClientConstructor }).Client,
  };
}
