import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../core/errors.ts';
import { resources } from '../core/resources/index.ts';
import { texts } from '../core/texts.ts';
import { registerAccountSendingRoutes } from './actions/account-sending/account-sending.routes.ts';
import { registerActSendingRoutes } from './actions/act-sending/act-sending.routes.ts';
import { registerCalcRoutes } from './actions/calc/calc.routes.ts';
import { registerContractorRoutes } from './actions/contractors/contractors.routes.ts';
import { registerDeployNoticesRoute } from './actions/deploy-notices/deploy-notices.action.ts';
import { registerFinancePdfRoutes } from './actions/finance-pdf/finance-pdf.routes.ts';
import { registerLocationLogRoutes } from './actions/location-logs/location-logs.routes.ts';
import { registerMassMailingRoutes } from './actions/mass-mailings/mass-mailings.routes.ts';
import { registerOrderExtraRoutes } from './actions/orders/order-extras.routes.ts';
import { registerOrderCreateActions } from './actions/orders/order-create-actions.ts';
import { registerIndividualRoutes } from './actions/individuals/individuals.routes.ts';
import { registerLedgerRoutes } from './actions/ledger/ledger.routes.ts';
import { registerPaymentRoutes } from './actions/payments/payments.routes.ts';
import { registerTransactionsExportRoute } from './export/transactions-export.routes.ts';
import { registerEquipmentActions } from './actions/equipment/equipment-issue.action.ts';
import { registerIndividualFileRoutes } from './actions/individual-files/individual-files.routes.ts';
import { registerOrderStatusActions } from './actions/orders/order-status-actions.ts';
import { registerOrderStatusPreview } from './actions/orders/order-status-preview.action.ts';
import { registerWorkerPickingRoutes } from './actions/orders/worker-picking.routes.ts';
import { registerScheduleRoutes } from './actions/schedule/schedule.action.ts';
import { registerSchedulePeople } from './actions/schedule/schedule-people.action.ts';
import { registerSharedRoute } from './actions/shared/shared.action.ts';
import { registerWorkTypeRoutes } from './actions/work-types/work-types.routes.ts';
import { registerMessageRoutes } from './actions/messages/messages.routes.ts';
import { registerTaskStateActions } from './actions/tasks/task-state.action.ts';
import { registerActivityRecording } from './activity/activity-hook.ts';
import { type ActivityRecorder, createActivityRecorder } from './activity/activity-recorder.ts';
import { registerActivityRoutes } from './activity/activity.routes.ts';
import { registerStreetsAutocomplete } from './actions/streets/streets-autocomplete.action.ts';
import { registerTelephonyRoutes } from './actions/telephony/telephony.routes.ts';
import type { TelephonyRecordConfig } from './actions/telephony/call-record.action.ts';
import { createAccessChanges, listenForAccessChanges } from './auth/access-changes.ts';
import { altchaService } from './auth/altcha.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { authenticate, knownUser } from './auth/authenticate.ts';
import type { CurrentUserRecord } from './auth/current-user.ts';
import { allows, type RoutePermission } from './auth/route-permission.ts';
import { registerTokenRoutes } from './auth/token-routes.ts';
import { registerUserRegistration } from './auth/user-registration.action.ts';
import { sameSecret } from './auth/tokens.ts';
import { defaults } from './config.ts';
import { registerResourceRoutes } from './crud/resource-routes.ts';
import { registerSensitiveReveal } from './crud/sensitive-values.ts';
import type { Database } from './db/database.ts';
import type { DiskSpaceGuard } from './db/disk-space.ts';
import { runInLane } from './db/work-lanes.ts';
import { resourceHooks } from './domain/resource-hooks.index.ts';
import { registerManagerPickerRoute } from './domain/users/manager-picker.route.ts';
import type { FileStorage } from './files/file-storage.ts';
import { localDiskStorage } from './files/local-disk-storage.ts';
import { sendError } from './http/error-handler.ts';
import { isSafeMethod } from './http/http-methods.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createWhatsAppProvider, type WhatsAppProvider } from './mail/whatsapp-provider.ts';
import { registerAnswerBytes } from './http/answer-bytes.ts';
import { registerGracefulStop } from './http/graceful-stop.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { type PoolStats, registerObservability } from './observability/observability.routes.ts';
import { requestIdOptions } from './observability/request-id.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { defaultRateLimits, type RateLimits } from './http/rate-limit-config.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { registerJobRoutes } from './jobs/jobs.routes.ts';
import { registerStandardHeaders } from './http/security-headers.ts';
import './http/fastify-types.ts';
import { registerLeftColumnRefresh } from './left-column/left-column-refresh.ts';
import { registerLeftColumnRoute } from './left-column/left-column.routes.ts';
import { realtimePlugin } from './realtime/realtime.plugin.ts';
import { registerReportRoutes } from './reports/reports.routes.ts';
import { registerStatisticsRoutes } from './statistics/statistics.routes.ts';
import { registerQualityRoutes } from './actions/quality/quality.routes.ts';
import { registerRatingScreenshotActions } from './actions/ratings/rating-screenshot.action.ts';
import type { DB } from './db/db-types.ts';

export interface AppOptions {
  db: Kysely<DB>;
  secretKey: string;
  altchaDifficulty: number;
  secureCookies?: boolean;
  logger?: boolean | object;
  /** LISTEN on the database: given, the app serves the /ws real-time endpoint. */
  listen?: Database['listen'];
  /** The local folder of uploaded files when no fileStorage is given: DATA_DIR/files; default ./data/files. */
  filesDir?: string;
  /** Where every uploaded file lives (scans, order, contractor and mailing files, images); default the local disk under filesDir, an S3-compatible store with FILES_URL=s3://…. */
  fileStorage?: FileStorage;
  /** ALLOWED_ORIGINS: other sites whose pages may open /ws. */
  allowedOrigins?: string[];
  /** Reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY); none by default. */
  trustProxy?: string[];
  /** MAP_TILE_URL: the CSP lets map images come from its host; default OpenStreetMap. */
  mapTileUrl?: string;
  /** Outgoing mail (server/mail): SMTP_URL or the file outbox; default the outbox ./data/outbox. */
  mailer?: Mailer;
  /** WhatsApp for mass mailings: the HTTP gateway (WHATSAPP_API_URL) or the outbox; default ./data/outbox/whatsapp. */
  whatsapp?: WhatsAppProvider;
  /** PUBLIC_URL: the CRM's address as seen from outside (links a WhatsApp gateway opens). */
  publicUrl?: string;
  /**
   * How often the background job queue is polled (ms); 0 (the default, for tests) never polls:
   * tests run queued jobs with `app.jobs.drain()`. main.ts polls every JOB_POLL_MS (1000).
   */
  jobPollMs?: number;
  /** TELEPHONY_RECORD_URL, TELEPHONY_USER, TELEPHONY_PASSWORD: where call recordings are fetched from. */
  telephony?: TelephonyRecordConfig;
  /** Requests per minute of each limited class (server/http/rate-limits.ts); default defaultRateLimits. */
  rateLimits?: RateLimits;
  /** Count rate limits in the database, shared by every instance (PostgreSQL); default in this process. */
  sharedRateLimits?: boolean;
  /** METRICS_TOKEN: the bearer of GET /metrics; unset, the endpoint answers 404. */
  metricsToken?: string;
  /** The database pool's connections, for /metrics (PostgreSQL). */
  poolStats?: () => PoolStats;
  /** The data dir's free space (db/disk-space.ts): under its reserve every write answers 507 before it starts. */
  diskSpace?: DiskSpaceGuard;
  /** Where user activity goes (server/activity); default batched writes to the app's database. */
  activity?: ActivityRecorder;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: unknown;
  /** The catalogue action the route serves (core/actions); absent on the registry's generic routes. */
  action?: string;
  /** The registry resource a generic route serves; absent on catalogue actions. */
  resource?: string;
}

/** Whether this user may make this request (sets request.user): the error to answer, or nothing. */
function admission(
  request: FastifyRequest,
  user: CurrentUserRecord | null,
  permission: RoutePermission | undefined,
): AppError | undefined {
  if (!user) return new AppError('unauthorized', texts.loginRequired);
  request.user = user;
  if (user.via === 'session' && !isSafeMethod(request.method)) {
    const header = request.headers['x-csrf-token'];
    if (!sameSecret(typeof header === 'string' ? header : undefined, user.csrfToken))
      return new AppError('forbidden', texts.badCsrf);
  }
  if (!permission || !allows(user, permission)) return new AppError('forbidden', texts.noAccess);
  return undefined;
}

/** Builds the API (no listen: tests call inject(), main.ts listens). */
export async function buildApp(
  options: AppOptions,
): Promise<FastifyInstance & { registeredRoutes: RegisteredRoute[] }> {
  const app = Fastify({
    logger: options.logger ?? false,
    ...requestIdOptions,
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A malformed or over-long URL is refused by the router; the one error handler words it.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  }) as unknown as FastifyInstance & {
    registeredRoutes: RegisteredRoute[];
  };
  // Every answer carries its request id (a person can quote it, an operator find it in the logs)
  // and helmet's headers; first, so even a request refused by a later hook has them.
  registerStandardHeaders(app, {
    mapTileUrl: options.mapTileUrl ?? defaults.mapTileUrl,
    secure: options.secureCookies ?? false,
  });
  app.decorate('db', options.db);
  const jobs: JobRunner = createJobRunner(options.db);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start(options.jobPollMs ?? 0));
  app.addHook('onClose', async () => jobs.stop());
  app.decorateRequest('user', null);
  app.decorate('drainRequests', registerGracefulStop(app).drain);
  // A write's database work goes before waiting reads (server/db/work-lanes.ts). Entered once the
  // body is read: what body parsing awaits runs outside the request's async context.
  app.addHook('preValidation', (request, _reply, done) =>
    runInLane(isSafeMethod(request.method) ? 'read' : 'write', done),
  );
  const diskSpace = options.diskSpace;
  // Issue 26: on a full disk writes are refused whole (507), reads go on.
  if (diskSpace)
    app.addHook('onRequest', (request, _reply, next) => {
      if (!isSafeMethod(request.method)) diskSpace.check();
      next();
    });
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          permission: route.config?.permission,
          action: route.config?.action,
          resource: route.config?.resource,
        });
  });
  await app.register(cookie);
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));

  // Every route declares its permission; a route without one is refused rather than left open.
  // A callback hook: a credential the cache knows (most requests) is admitted without a promise.
  app.addHook('preHandler', (request, _reply, next) => {
    const permission = request.routeOptions.config?.permission;
    // The not-found handler has no route config; it must answer 404, not 401/403.
    if (permission === 'public' || request.is404) return next();
    const known = knownUser(request);
    if (known) return next(admission(request, known, permission));
    authenticate(app.db, request).then((user) => next(admission(request, user, permission)), next);
  });

  app.decorate('accessChanges', createAccessChanges());
  if (options.listen) {
    const stopAccess = await listenForAccessChanges(options.listen, app.accessChanges);
    app.addHook('onClose', async () => stopAccess());
  }
  registerInputGuard(app);
  registerRateLimits(app, {
    limits: options.rateLimits ?? defaultRateLimits,
    shared: options.sharedRateLimits ?? false,
    db: options.db,
  });
  registerIdempotency(app);
  // After the idempotency hook, which stores an answer's text.
  registerAnswerBytes(app);
  registerObservability(app, { metricsToken: options.metricsToken, poolStats: options.poolStats });
  registerSensitiveReveal(app);
  registerActivityRecording(
    app,
    options.activity ??
      createActivityRecorder(options.db, {
        onError: (error, lost) => app.log.error({ err: error, lost }, 'user activity batch not written'),
      }),
  );

  const altcha = altchaService(options.db, options.secretKey, options.altchaDifficulty);
  registerAuthRoutes(app, altcha, options.secureCookies ?? false);
  registerTokenRoutes(app);
  registerSharedRoute(app, { mapTileUrl: options.mapTileUrl ?? defaults.mapTileUrl });
  registerDeployNoticesRoute(app);
  registerJobRoutes(app);
  if (options.listen)
    await app.register(realtimePlugin, { listen: options.listen, allowedOrigins: options.allowedOrigins ?? [] });
  registerOrderStatusActions(app);
  registerOrderStatusPreview(app);
  registerLeftColumnRoute(app);
  registerLeftColumnRefresh(app);
  registerManagerPickerRoute(app);
  registerOrderCreateActions(app);
  registerWorkerPickingRoutes(app);
  registerStreetsAutocomplete(app);
  registerScheduleRoutes(app);
  registerSchedulePeople(app);
  // Every uploaded file goes through one store: the local folder, or an S3-compatible one (FILES_URL).
  const fileStorage = options.fileStorage ?? localDiskStorage(options.filesDir ?? resolve('data/files'));
  await registerCalcRoutes(app, { storage: fileStorage, listen: options.listen });
  registerLocationLogRoutes(app);
  await registerWorkTypeRoutes(app, fileStorage);
  const mailer = options.mailer ?? createMailer({ outboxDir: resolve('data/outbox') });
  await registerOrderExtraRoutes(app, {
    mailer,
    storage: fileStorage,
  });
  registerContractorRoutes(app, fileStorage);
  registerIndividualRoutes(app);
  registerPaymentRoutes(app);
  registerLedgerRoutes(app);
  registerTransactionsExportRoute(app);
  registerIndividualFileRoutes(app, fileStorage);
  registerEquipmentActions(app);
  registerFinancePdfRoutes(app);
  registerAccountSendingRoutes(app, mailer);
  registerActSendingRoutes(app, mailer);
  registerMassMailingRoutes(app, {
    mailer,
    whatsapp: options.whatsapp ?? createWhatsAppProvider({ outboxDir: resolve('data/outbox/whatsapp') }),
    storage: fileStorage,
    secretKey: options.secretKey,
    publicUrl: options.publicUrl,
  });
  registerTelephonyRoutes(app, options.telephony ?? {});
  registerMessageRoutes(app);
  registerTaskStateActions(app);
  registerActivityRoutes(app);
  registerReportRoutes(app);
  registerStatisticsRoutes(app);
  registerQualityRoutes(app);
  await registerRatingScreenshotActions(app, fileStorage);
  for (const def of Object.values(resources)) registerResourceRoutes(app, def, resourceHooks[def.name]);
  registerUserRegistration(app);

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Не найдено: ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
