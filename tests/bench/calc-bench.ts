import { buildApp } from '../../server/app.ts';
import { benchAppOptions } from './bench-app-options.ts';
import { hashToken, newToken } from '../../server/auth/tokens.ts';
import { openPGlite } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/db/seed/demo-seed.ts';

// Issue 5: POST /api/calc/get_cost may add at most 30% to the packing engine's own time. The engine's
// time comes from the Server-Timing header the endpoint sets; the request time is the whole inject()
// round trip (auth, validation, the catalogue query, pricing, JSON), measured here.

const addresses = [
  {
    address: 'Москва, ул. Тверская, 7',
    flor: 5,
    distance_to_vehicle: 20,
    distance_on_floor: 10,
    lift: false,
    freight_lift: false,
  },
  {
    address: 'Москва, Ленинский пр-т, 30',
    flor: 9,
    distance_to_vehicle: 15,
    distance_on_floor: 5,
    lift: true,
    freight_lift: true,
  },
];

export const calcCases: { name: string; cart: Record<string, number> }[] = [
  { name: 'studio: wardrobe + 10 boxes', cart: { wardrobe_3d: 1, box_medium: 10 } },
  {
    name: 'two-room flat (≈60 units)',
    cart: {
      wardrobe_3d: 1,
      wardrobe_2d: 1,
      sofa_corner: 1,
      armchair: 2,
      bed_double: 1,
      mattress_double: 1,
      fridge_2: 1,
      washing_machine: 1,
      dresser: 1,
      nightstand: 2,
      desk: 1,
      chair: 4,
      tv_55: 1,
      kitchen_table: 1,
      box_medium: 30,
      box_large: 10,
      box_small: 6,
    },
  },
  {
    name: 'office (≈200 units)',
    cart: {
      office_desk: 30,
      office_chair: 30,
      file_cabinet: 10,
      safe: 2,
      server_rack: 2,
      pedestal: 30,
      meeting_table: 2,
      box_medium: 80,
      box_small: 20,
    },
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export interface CalcBenchRow {
  name: string;
  engineMs: number;
  /** Inside the route handler (validation, catalogue query, packing, pricing). */
  handlerMs: number;
  /** The whole inject() round trip: authentication and JSON included. */
  requestMs: number;
  /** Median of (request − engine) per request. */
  addedMs: number;
  /** addedMs / engine. */
  overhead: number;
}

/** Boots a fresh demo database, prices each case `samples` times through the HTTP layer, prints and returns medians. */
export async function benchCalc(
  options: { samples?: number; log?: (line: string) => void } = {},
): Promise<CalcBenchRow[]> {
  const samples = options.samples ?? 25;
  const log = options.log ?? console.log;
  const database = await openPGlite();
  await migrate(database);
  await seedDemo(database.db, { adminEmail: 'admin@bench.local', adminPassword: 'bench-pass-1' });
  const admin = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@bench.local')
    .executeTakeFirstOrThrow();
  const token = newToken('crm_');
  await database.db
    .insertInto('api_tokens')
    .values({ user_id: admin.id, name: 'calc-bench', token_hash: hashToken(token), token_prefix: token.slice(0, 10) })
    .execute();
  // With a listener, as in production (main.ts): the cached catalogue needs no query per estimate.
  const app = await buildApp({
    db: database.db,
    ...benchAppOptions,
    listen: database.listen.bind(database),
  });
  const rows: CalcBenchRow[] = [];
  try {
    for (const c of calcCases) {
      const engine: number[] = [];
      const request: number[] = [];
      const handler: number[] = [];
      for (let i = 0; i < samples + 3; i++) {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/api/calc/get_cost',
          headers: { authorization: `Bearer ${token}` },
          payload: { cart: c.cart, shipping: { addresses } },
        });
        const elapsed = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
        if (i < 3) continue; // warm-up: JIT and the first query plans
        request.push(elapsed);
        const timing = String(res.headers['server-timing']);
        engine.push(Number(/engine;dur=([\d.]+)/.exec(timing)?.[1]));
        handler.push(Number(/total;dur=([\d.]+)/.exec(timing)?.[1]));
      }
      // The median of per-request differences: engine time varies run to run, and medians taken apart would not pair up.
      const addedMs = median(request.map((r, k) => r - engine[k]));
      const engineMs = median(engine);
      const row: CalcBenchRow = {
        name: c.name,
        engineMs,
        handlerMs: median(handler),
        requestMs: median(request),
        addedMs,
        overhead: addedMs / engineMs,
      };
      rows.push(row);
      log(
        `calc ${row.name}: engine ${row.engineMs.toFixed(2)} ms, handler ${row.handlerMs.toFixed(2)} ms, request ${row.requestMs.toFixed(2)} ms, ` +
          `+${row.addedMs.toFixed(2)} ms (${(row.overhead * 100).toFixed(0)}%, <= 30% ${row.overhead <= 0.3 ? 'ok' : 'MISSED'})`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
  return rows;
}
