import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { seedDemo } from './db/seed/demo-seed.ts';
import { consoleDistDir, ensureConsoleBuilt } from './http/console-build.ts';
import { registerConsole } from './http/console-static.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `npm start`: open (or create with demo data) the database, listen, shut down cleanly. */
async function main() {
  const config = loadConfig();
  let logins: Awaited<ReturnType<typeof seedDemo>> = [];
  const { database, release } = await openConfiguredDatabase(config, async (fresh) => {
    console.log('Новая база данных: создаю демо-данные…');
    logins = await seedDemo(fresh.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  });
  await ensureConsoleBuilt({ root, log: console.log, skip: process.env.CONSOLE_BUILD === '0' });
  const app = await buildApp({
    db: database.db,
    secretKey: config.secretKey,
    altchaDifficulty: config.altchaDifficulty,
    secureCookies: config.secureCookies,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    listen: database.listen.bind(database),
    filesDir: `${config.dataDir}/files`,
    allowedOrigins: config.allowedOrigins,
    mapTileUrl: config.mapTileUrl,
  });
  await registerConsole(app, { distDir: consoleDistDir(root) });
  // Embedded PGlite does not fsync each commit: a periodic CHECKPOINT bounds what an OS crash can lose.
  const checkpointTimer = setInterval(() => database.checkpoint().catch(() => undefined), 60_000);
  checkpointTimer.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: останавливаюсь…`);
    clearInterval(checkpointTimer);
    await app.close();
    await release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`CRM запущена: ${url}`);
  console.log(`База данных: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite в ${config.dataDir}/pg`}`);
  console.log(
    `Вход: ${config.adminEmail} / ${config.adminEmail === 'admin@crm.local' && !process.env.ADMIN_PASSWORD ? config.adminPassword : '(пароль из ADMIN_PASSWORD)'}`,
  );
  for (const login of logins.slice(1)) console.log(`  демо: ${login.email} / ${login.password} (${login.group})`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
