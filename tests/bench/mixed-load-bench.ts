import type { AddressInfo } from 'node:net';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { benchAppOptions } from './bench-app-options.ts';
import { benchAdminToken } from './bench-token.ts';
import { type LoadConfig, type LoadStats, problems, runLoad } from './load-run.ts';
import type { DB } from '../../server/db/db-types.ts';

export interface MixedResult {
  reads: LoadStats;
  saves: LoadStats;
}

/** Orders a save may change: not closed (status 3 takes no edits), one per connection. */
export async function ordersToSave(db: Kysely<DB>, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select id from orders where status in (1, 2) order by id desc limit ${count}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * The mixed load over one or more instances: connection k talks to bases[k % bases.length], 90 %
 * list reads (the first pages a dispatcher opens) and 10 % saves of its own order.
 */
export function mixedLoadConfig(
  bases: string[],
  orderIds: number[],
  token: string,
  opts: { seconds: number; connections: number },
  comment: string,
): LoadConfig {
  const queries = ['', 'page=2', 'filter=status%3D1', 'filter=displayed_status%3D2%2C2.1%2C2.2%2C2.5'];
  // urls[k % length] with a length that is a multiple of bases.length keeps connection k on one base.
  const spread = <T>(items: T[], url: (base: string, item: T) => string) =>
    Array.from({ length: items.length * bases.length }, (_, i) =>
      url(bases[i % bases.length], items[Math.floor(i / bases.length)]),
    );
  return {
    connections: opts.connections,
    warmupMs: 2_000,
    windowMs: opts.seconds * 1000,
    minRequests: 100,
    headers: { authorization: `Bearer ${token}` },
    requests: [
      { name: 'read', weight: 9, urls: spread(queries, (base, q) => `${base}/api/orders?${q}`) },
      {
        name: 'save',
        weight: 1,
        method: 'PUT',
        urls: spread(orderIds, (base, id) => `${base}/api/orders/${id}`),
        body: { order: { comment } },
      },
    ],
  };
}

/**
 * Issue 25 item 2: 100 connections, 90 % list reads (the first pages a dispatcher opens) and 10 %
 * order saves, for `seconds`. A save must not wait behind the queue of reads: its p99 within 3×
 * the reads' p99 on PGlite, and no error on either database.
 */
export async function benchMixedLoad(
  db: Kysely<DB>,
  opts: { seconds: number; connections: number },
): Promise<MixedResult> {
  const { token } = await benchAdminToken(db, 'bench-mixed');
  const app = await buildApp({ db, ...benchAppOptions });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const ids = await ordersToSave(db, opts.connections);
    const result = await runLoad(
      mixedLoadConfig([base], ids, token, opts, 'нагрузочный тест: сохранение под чтением списков'),
    );
    return { reads: result.byName.read, saves: result.byName.save };
  } finally {
    await app.close();
    await db.deleteFrom('api_tokens').where('name', '=', 'bench-mixed').execute();
  }
}

export function printMixed(label: string, r: MixedResult, ratioTarget: number | undefined) {
  const line = (name: string, s: LoadStats) =>
    `  ${label}: ${name.padEnd(6)} ${String(s.count).padStart(6)} answers, p50 ${s.p50.toFixed(0).padStart(6)} ms, ` +
    `p99 ${s.p99.toFixed(0).padStart(6)} ms, max ${s.max.toFixed(0).padStart(6)} ms${problems(s) ? ` (${problems(s)})` : ''}`;
  console.log(line('reads', r.reads));
  console.log(line('saves', r.saves));
  const ratio = r.saves.p99 / r.reads.p99;
  const errors = problems(r.reads) || problems(r.saves);
  const ratioText =
    ratioTarget === undefined
      ? `save p99 / read p99 x${ratio.toFixed(2)}`
      : `save p99 / read p99 x${ratio.toFixed(2)} (<= ${ratioTarget} ${ratio <= ratioTarget ? 'ok' : 'MISSED'})`;
  const none = r.saves.count > 0 && r.reads.count > 0;
  console.log(
    `  ${label}: mixed load: ${ratioText}, errors: ${errors || 'none'} (${!errors && none ? 'ok' : 'MISSED'})`,
  );
}
