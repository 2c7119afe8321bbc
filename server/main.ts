import { fileURLToPath } from 'node:url';
import { diskConfig, loadConfig } from './config.ts';
import { lockDataDir } from './db/data-dir.ts';
import { diskSpaceGuard, freeMb, isDiskFull, startSpaceProblem } from './db/disk-space.ts';
import { describeFiles, fileStorageFromConfig } from './files/files-config.ts';
import { createWhatsAppProvider } from './mail/whatsapp-provider.ts';
import { setOfficeTimeZone } from './office-time-zone.ts';
import { printedProgress, readyLines } from './start-progress.ts';
import { stopOnSignal } from './stop-on-signal.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm start`: open (or create with demo data) the database, listen, shut down cleanly. Only light
 * modules load before the data-dir lock is taken, so a second server on the same DATA_DIR is
 * refused at once instead of after the seconds the whole app takes to load. Each phase prints its
 * start and its duration (a first start takes a minute or two), and the end prints the URL and the
 * demo sign-in of each role.
 */
async function main() {
  setOfficeTimeZone();
  const stopping = stopOnSignal(console.log);
  const disk = diskConfig();
  // Issue 26: a disk too small or full is said plainly, before anything writes there.
  const noRoom = process.env.DATABASE_URL ? undefined : startSpaceProblem(disk.dataDir, disk.reserveMb);
  if (noRoom) throw new Error(noRoom);
  const config = loadConfig();
  const diskSpace = diskSpaceGuard(disk.dataDir, disk.reserveMb);
  const unlock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  // Whatever way the process exits (a stop, the hard stop timeout, a failed start), the lock goes with it.
  if (unlock) process.on('exit', unlock);
  const progress = printedProgress(console.log);
  const [
    { buildApp },
    { openConfiguredDatabase },
    { seedDemo },
    { demoLoginsIn },
    consoleBuild,
    { registerConsole },
    { createMailer },
  ] = await progress.phase(
    'Загружаю модули сервера',
    () =>
      Promise.all([
        import('./app.ts'),
        import('./db/open-configured.ts'),
        import('./db/seed/demo-seed.ts'),
        import('./db/seed/demo-logins.ts'),
        import('./http/console-build.ts'),
        import('./http/console-static.ts'),
        import('./mail/mailer.ts'),
      ]),
    () => 'Модули загружены',
  );
  const { database, release } = await openConfiguredDatabase(
    {
      ...config,
      pglite: {
        canCheckpoint: diskSpace.hasReserve,
        // Said even during a stop (its CHECKPOINT may be what failed); the exit code 1 lets a supervisor restart it.
        onFatal: (e) => {
          console.error(
            `База данных PGlite остановилась с ошибкой (${e instanceof Error ? e.message : String(e)}); ` +
              `при следующем запуске она восстановится из журнала. Свободно в ${disk.dataDir}: ${freeMb(disk.dataDir)} МБ`,
          );
          stopping.stop('Ошибка базы данных', 1);
        },
      },
    },
    (fresh) =>
      progress.phase(
        'Новая база данных: создаю демо-данные',
        () =>
          seedDemo(fresh.db, {
            adminEmail: config.adminEmail,
            adminPassword: config.adminPassword,
            fileStorage: fileStorageFromConfig(config),
          }),
        (logins) => `Демо-данные созданы, пользователей с входом: ${logins.length}`,
      ),
    unlock,
    progress,
  );
  // Closing the database runs CHECKPOINT (PGlite) and releases the lock.
  stopping.add(release);
  const built = await consoleBuild.ensureConsoleBuilt({
    root,
    log: console.log,
    skip: process.env.CONSOLE_BUILD === '0',
  });
  if (built === 'fresh') console.log('✓ Консоль: сборка актуальна (dist/console)');
  if (built === 'skipped') console.log('Консоль: сборку не проверяю (CONSOLE_BUILD=0 или нет vite.config.ts)');
  const app = await buildApp({
    db: database.db,
    secretKey: config.secretKey,
    altchaDifficulty: config.altchaDifficulty,
    secureCookies: config.secureCookies,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    listen: database.listen.bind(database),
    filesDir: config.files.dir,
    fileStorage: fileStorageFromConfig(config),
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: `${config.dataDir}/outbox`, from: config.mailFrom }),
    whatsapp: createWhatsAppProvider({
      apiUrl: config.whatsappApiUrl,
      token: config.whatsappToken,
      outboxDir: `${config.dataDir}/outbox/whatsapp`,
    }),
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    mapTileUrl: config.mapTileUrl,
    jobPollMs: config.jobPollMs,
    telephony: config.telephony,
    rateLimits: config.rateLimits,
    metricsToken: process.env.METRICS_TOKEN || undefined,
    poolStats: database.poolStats?.bind(database),
    // Several instances may share one PostgreSQL: they count against the same windows.
    sharedRateLimits: Boolean(config.databaseUrl),
    // PostgreSQL guards its own disk; uploads on a full files folder still answer 507 (error-handler.ts).
    diskSpace: config.databaseUrl ? undefined : diskSpace,
  });
  await registerConsole(app, { distDir: consoleBuild.consoleDistDir(root) });
  // Embedded PGlite does not fsync each commit: a periodic CHECKPOINT bounds what an OS crash can lose.
  // Under the disk reserve it is put off (a CHECKPOINT on a full disk kills PGlite: disk-space.ts).
  const checkpointTimer = setInterval(() => database.checkpoint().catch(() => undefined), disk.checkpointEveryMs);
  checkpointTimer.unref();
  // app.close() stops accepting, answers 503 to new requests, closes WebSockets and idle keep-alive
  // sockets and waits for running requests; one a client stalls (half an upload) is cut after 4 s,
  // so the database below still closes with its CHECKPOINT inside the stop timeout.
  stopping.add(async () => {
    clearInterval(checkpointTimer);
    // Requests still queued for the database and not begun are answered 503 at once (safe to
    // resend); those under way finish before the database closes.
    database.refuseNewRequests();
    // Every answer from now on closes its connection; close() waits until those in flight are out.
    await app.drainRequests(1_000);
    const cut = setTimeout(() => app.server.closeAllConnections(), 4_000);
    await app.close();
    clearTimeout(cut);
  });

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const adminPassword =
    config.adminEmail === 'admin@crm.local' && !process.env.ADMIN_PASSWORD
      ? config.adminPassword
      : '(пароль из ADMIN_PASSWORD)';
  const lines = readyLines({
    url,
    database: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite в ${config.dataDir}/pg`,
    startMs: performance.now(),
    logins: [
      { email: config.adminEmail, password: adminPassword, group: 'Администратор' },
      ...(await demoLoginsIn(database.db)),
    ],
  });
  // Where uploads go (the folder or the bucket, never a key), under the database line.
  lines.splice(2, 0, `Файлы: ${describeFiles(config.files)}`);
  for (const line of lines) console.log(line);
}

main().catch((e) => {
  const message = e instanceof Error ? e.message : String(e);
  // The disk filled while the database opened: PGlite aborts («Aborted()») or says errno 51.
  const diskTrouble = !process.env.DATABASE_URL && (isDiskFull(e) || e instanceof WebAssembly.RuntimeError);
  const { dataDir, reserveMb } = diskTrouble ? diskConfig() : { dataDir: '', reserveMb: 0 };
  console.error(
    diskTrouble
      ? (startSpaceProblem(dataDir, reserveMb) ??
          `Не хватило места на диске для данных в ${dataDir} (${message}). Освободите место и запустите сервер снова.`)
      : message,
  );
  process.exit(1);
});
