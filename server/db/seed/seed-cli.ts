import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { fileStorageFromConfig, filesFromEnv } from '../../files/files-config.ts';
import type { Database } from '../database.ts';
import { openConfiguredDatabase } from '../open-configured.ts';
import { type DemoLogin, seedDemo } from './demo-seed.ts';
import { seedLarge } from './large-seed.ts';

// `npm run seed -- [--scale demo|large] [--orders N --individuals N --contractors N]`
// Opens the configured database (DATA_DIR, default ./data; DATABASE_URL when set). A new database
// gets the demo data; --scale large then adds benchmark-scale rows unless the orders are already there.

export const LARGE_DEFAULTS = { orders: 1_000_000, individuals: 50_000, contractors: 20_000 };

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} с`;

async function orderCount(database: Database): Promise<number> {
  // The trigger-kept counter answers at once; count(*) would scan a million rows.
  const { rows } = await sql<{ n: number }>`select coalesce(crm_row_count('orders'),
      (select count(*) from orders))::int as n`.execute(database.db);
  return rows[0].n;
}

function printLogins(logins: DemoLogin[]) {
  console.log('Демо-данные созданы. Входы:');
  for (const l of logins) console.log(`  ${l.email.padEnd(34)} ${l.password.padEnd(12)} ${l.name} (${l.group})`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'demo' },
      orders: { type: 'string' },
      individuals: { type: 'string' },
      contractors: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('npm run seed -- [--scale demo|large] [--orders N] [--individuals N] [--contractors N]');
    return;
  }
  if (values.scale !== 'demo' && values.scale !== 'large')
    throw new Error(`--scale: demo или large, а не «${values.scale}»`);
  const count = (v: string | undefined, fallback: number) => {
    const n = v === undefined ? fallback : Number(v);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Неверное число: ${v}`);
    return n;
  };
  const target = {
    orders: count(values.orders, LARGE_DEFAULTS.orders),
    individuals: count(values.individuals, LARGE_DEFAULTS.individuals),
    contractors: count(values.contractors, LARGE_DEFAULTS.contractors),
  };

  const started = Date.now();
  const dataDir = process.env.DATA_DIR ?? './data';
  const config = {
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    files: filesFromEnv(process.env, dataDir),
  };
  let logins: DemoLogin[] | null = null;
  const { database, release } = await openConfiguredDatabase(config, async (fresh) => {
    const t = Date.now();
    logins = await fresh.db.transaction().execute((trx) =>
      seedDemo(trx, {
        adminEmail: process.env.ADMIN_EMAIL ?? 'admin@crm.local',
        adminPassword: process.env.ADMIN_PASSWORD ?? 'admin12345',
        fileStorage: fileStorageFromConfig(config),
      }),
    );
    console.log(`Демо-данные: ${seconds(t)}`);
  });
  try {
    console.log(`База: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite в ${config.dataDir}`}`);
    if (logins) printLogins(logins);
    else console.log('База уже существовала: демо-данные не трогаю.');
    if (values.scale === 'large') {
      const existing = await orderCount(database);
      if (existing >= LARGE_DEFAULTS.orders) {
        console.log(`В базе уже ${existing.toLocaleString('ru-RU')} заказов: большой набор уже загружен.`);
      } else {
        const t = Date.now();
        await seedLarge(database, { ...target, log: (m) => console.log(m) });
        console.log(
          `Большой набор: ${seconds(t)}; заказов теперь ${(await orderCount(database)).toLocaleString('ru-RU')}`,
        );
      }
    }
  } finally {
    const t = Date.now();
    await release();
    console.log(`Закрытие базы (CHECKPOINT): ${seconds(t)}`);
  }
  console.log(`Всего: ${seconds(started)}`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
