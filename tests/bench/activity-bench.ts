import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { createActivityRecorder, noActivityRecorder } from '../../server/activity/activity-recorder.ts';
import { buildApp } from '../../server/app.ts';
import { benchAppOptions } from './bench-app-options.ts';
import { httpTimer, timeInTurn } from './list-bench.ts';
import { benchAdminToken } from './bench-token.ts';
import type { DB } from '../../server/db/db-types.ts';

export interface ActivityBenchRow {
  name: string;
  withoutMs: number;
  withMs: number;
}

/** Recording may cost at most this much on a request (issue 14 item 5: 'without slowing requests'). */
const MAX_RATIO = 1.1;

/**
 * Issue 14 item 5: user activity 'without slowing requests (batched writes, measured in the bench)'.
 * The same list read and the same create over HTTP, in turn, against two apps on one database: one
 * that records every request's activity (the default recorder), one that records nothing.
 */
export async function benchActivity(db: Kysely<DB>, samples: number): Promise<ActivityBenchRow[]> {
  const { token } = await benchAdminToken(db, 'bench-activity');
  const options = { db, ...benchAppOptions };
  const recording = await buildApp({ ...options, activity: createActivityRecorder(db) });
  const silent = await buildApp({ ...options, activity: noActivityRecorder });
  const client = httpTimer();
  try {
    const url = async (app: typeof silent) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    };
    const [on, off] = [await url(recording), await url(silent)];
    let n = 0;
    const create = (base: string) => () =>
      client.get(`${base}/api/streets`, token, 'POST', { street: { name: `Улица замера ${n++}` } });
    // Each request also reports itself on the recording app (a write: action 2; a read: none).
    const [listOff, listOn, createOff, createOn] = await timeInTurn(samples, [
      () => client.get(`${off}/api/orders`, token),
      () => client.get(`${on}/api/orders`, token),
      create(off),
      create(on),
    ]);
    return [
      { name: 'GET /api/orders', withoutMs: listOff, withMs: listOn },
      { name: 'POST /api/streets', withoutMs: createOff, withMs: createOn },
    ];
  } finally {
    await client.close();
    await recording.close();
    await silent.close();
    await db.deleteFrom('streets').where('name', 'like', 'Улица замера %').execute();
    await db.deleteFrom('api_tokens').where('name', '=', 'bench-activity').execute();
  }
}

export function printActivity(label: string, rows: ActivityBenchRow[]) {
  for (const r of rows) {
    const ratio = r.withMs / r.withoutMs;
    console.log(
      `  ${label}: ${r.name.padEnd(20)} p50 without activity ${r.withoutMs.toFixed(1)} ms, with ${r.withMs.toFixed(1)} ms ` +
        `(x${ratio.toFixed(2)} <= ${MAX_RATIO} ${ratio <= MAX_RATIO ? 'ok' : 'MISSED'})`,
    );
  }
}

// Alone (`npx tsx tests/bench/activity-bench.ts`): over a fresh migrated and demo-seeded PGlite.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { openPGlite } = await import('../../server/db/database.ts');
  const { migrate } = await import('../../server/db/migrate.ts');
  const { seedDemo } = await import('../../server/db/seed/demo-seed.ts');
  const database = await openPGlite();
  await migrate(database);
  await seedDemo(database.db, { adminEmail: 'admin@bench.local', adminPassword: 'bench-pass-1' });
  printActivity('PGlite (demo data)', await benchActivity(database.db, 30));
  await database.close();
}
