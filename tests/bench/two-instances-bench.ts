import type { Kysely } from 'kysely';
import { startBenchServer } from './bench-server.ts';
import { benchAdminToken } from './bench-token.ts';
import { type LoadStats, problems, runLoad } from './load-run.ts';
import { mixedLoadConfig, ordersToSave } from './mixed-load-bench.ts';
import type { DB } from '../../server/db/db-types.ts';

/**
 * Issue 26 'Done when': 'the figures of a 100-connection, 60-second mixed load on PostgreSQL (errors,
 * p99) against two instances'. Two real server processes on the bench's database; connection k
 * talks to instance k % 2, 90 % list reads and 10 % order saves as in the mixed load of issue 25.
 * The limits stay on (their shared counters are part of each request's cost) but high enough that
 * one bench user is never refused.
 */
export async function benchTwoInstances(
  config: { dataDir: string; databaseUrl: string },
  db: Kysely<DB>,
  opts: { seconds: number; connections: number },
): Promise<{ reads: LoadStats; saves: LoadStats }> {
  const { token } = await benchAdminToken(db, 'bench-two');
  const saves = await ordersToSave(db, opts.connections);
  const limits = { RATE_LIMIT_API_PER_USER: '10000000', RATE_LIMIT_API_PER_ADDRESS: '10000000' };
  const servers = await Promise.all([startBenchServer(config, limits), startBenchServer(config, limits)]);
  try {
    const bases = servers.map((server) => server.base);
    const result = await runLoad(mixedLoadConfig(bases, saves, token, opts, 'нагрузочный тест: два экземпляра API'));
    return { reads: result.byName.read, saves: result.byName.save };
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await db.deleteFrom('api_tokens').where('name', '=', 'bench-two').execute();
  }
}

export function printTwoInstances(label: string, r: { reads: LoadStats; saves: LoadStats }) {
  const line = (name: string, s: LoadStats) =>
    `${label}: two instances: ${name.padEnd(5)} ${String(s.count).padStart(6)} answers, ${s.rps.toFixed(0)}/s, ` +
    `p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`;
  console.log(line('reads', r.reads));
  console.log(line('saves', r.saves));
  const errors = problems(r.reads) || problems(r.saves);
  console.log(`${label}: two instances: errors: ${errors || 'none'} (${errors ? 'MISSED' : 'ok'})`);
}
