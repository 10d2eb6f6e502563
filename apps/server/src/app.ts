import type { Database } from '@pantry/db';
import { storeConfigFromCart } from '@pantry/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { createScheduler } from './jobs/scheduler.ts';
import { storeSubscribers } from './jobs/subscribers.ts';
import { storeTasks } from './jobs/tasks.ts';
import { afterAnswerSettled } from './lib/after-answer.ts';
import { offsetClock } from './lib/clock.ts';
import { ReadCache } from './lib/read-cache.ts';
import { accountRoutes, closeSavingsYear, createAccountService } from './modules/account/index.ts';
import { addressRoutes } from './modules/addresses/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { authRoutes, createAuthService } from './modules/auth/index.ts';
import { autoshipRoutes, createAutoshipService } from './modules/autoship/index.ts';
import { benchRoutes } from './modules/bench/index.ts';
import { cartRoutes, createCartService } from './modules/cart/index.ts';
import { catalogRoutes, createCatalogService } from './modules/catalog/index.ts';
import { checkoutRoutes, createCheckoutService } from './modules/checkout/index.ts';
import { createConsoleTaskRunner, taskWork } from './modules/console-tasks/index.ts';
import { createEventDispatcher } from './modules/events/index.ts';
import { experimentRoutes, linkExposuresOnSignIn } from './modules/experiments/index.ts';
import { createGiftCardService, giftCardRoutes } from './modules/giftcards/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { createHistoryService, historyRoutes } from './modules/history/index.ts';
import { createListsService, listRoutes } from './modules/lists/index.ts';
import { registerMail } from './modules/mail/index.ts';
import {
  createMaintenanceSwitch,
  maintenanceRoutes,
  registerMaintenanceGate,
} from './modules/maintenance/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import {
  createMembershipRenewals,
  createMembershipService,
  membershipRoutes,
} from './modules/membership/index.ts';
import { createOrderRefunds, createOrdersService, orderRoutes } from './modules/orders/index.ts';
import { preferenceRoutes } from './modules/preferences/index.ts';
import { promoRoutes } from './modules/promos/index.ts';
import { createQuizService, quizRoutes } from './modules/quiz/index.ts';
import { recommendationRoutes, recommenderBenchRoutes } from './modules/recommendations/index.ts';
import { createRemindersService, reminderRoutes } from './modules/reminders/index.ts';
import { createReviewsService, reviewRoutes } from './modules/reviews/index.ts';
import { createSearchService, searchRoutes } from './modules/search/index.ts';
import { registerCookieCleanup, shellRoutes } from './modules/shell/index.ts';
import { sponsoredTrackRoutes } from './modules/sponsored/index.ts';
import { registerStaff, registerStaffGuard, staffAuthRoutes, staffRoutes } from './modules/staff/index.ts';
import { storeRoutes } from './modules/store/index.ts';
import { createThriveCashService, thriveCashRoutes } from './modules/thrivecash/index.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { privateLogOptions } from './plugins/log-privacy.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { parseQueryString, registerRequestParsing } from './plugins/request-parsing.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import './types.ts';
import { registerPayments } from './modules/payments/index.ts';
import { registerSessions } from './modules/sessions/index.ts';
import { registerWeb, type WebOptions } from './web/index.ts';
import { webServices } from './web/services.ts';

export type BuildAppOptions = {
  db: Database;
  config: Config;
  /** Serve the pages too (React Router). Tests of the API leave it out. */
  web?: WebOptions;
  /** Where the log lines go (a test reads them); standard output by default. */
  logStream?: DestinationStream;
};

function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, ...privateLogOptions };
  if (stream) return { ...base, stream };
  if (config.nodeEnv === 'development' && config.logLevel !== 'silent') {
    return {
      ...base,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    };
  }
  return base;
}

/**
 * Responses are checked against their zod schemas in tests (every product must carry every field of the
 * contract). In production the same schemas document the API, but bodies are written with JSON.stringify:
 * services already build exactly the contract's shape, and checking 24 products × 50 fields costs about 5×
 * the stringify itself (0.8 ms against 0.16 ms for a listing). An object served again from the read cache
 * is the same object, so its JSON is kept beside it (WeakMap: it goes when the cache lets the object go).
 */
function fastSerializerCompiler() {
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return JSON.stringify(data);
    let json = written.get(data);
    if (json === undefined) {
      json = JSON.stringify(data);
      written.set(data, json);
    }
    return json;
  };
}

/** A hop count trusts that many proxies in front of the server (Fastify's typings take it as a function). */
export function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole app: plugins (security headers, errors, parsing, OpenAPI), then the API modules, then the pages. */
/**
 * Zod validation, where a request that sends no body (Fastify's null) counts as one without a body, so a call whose
 * input is all in the query (PUT /account?autoship_status=…) passes a route whose body is optional.
 */
const bodyOptionalWhenAbsent: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data ?? undefined);
};

export async function buildApp({ db, config, web, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 500 },
    bodyLimit: 1_048_576,
    // Behind a load balancer the shopper's address is in X-Forwarded-For; per-address limits need it.
    trustProxy: trustProxyOption(config.trustProxy),
  });
  const readCache = new ReadCache(config.catalogCacheSeconds * 1000);
  const catalog = createCatalogService(db, readCache);
  const search = createSearchService(db, readCache, catalog);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('clock', offsetClock(config.clockOffsetSeconds));
  app.decorate('readCache', readCache);
  app.decorate('catalog', catalog);
  app.decorate('productSearch', search);
  app.setValidatorCompiler(bodyOptionalWhenAbsent);
  app.setSerializerCompiler(config.nodeEnv === 'test' ? serializerCompiler : fastSerializerCompiler);

  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  registerErrorHandling(app);
  await registerRequestParsing(app);
  await registerOpenApi(app);
  await registerRateLimits(app);
  await registerSessions(app);
  registerCookieCleanup(app);
  // Maintenance (issue 26): one row every app server reads, or the deploy's MAINTENANCE variable.
  app.decorate(
    'maintenance',
    createMaintenanceSwitch({
      db,
      environmentOn: config.maintenance,
      cacheMs: config.maintenanceCacheMs,
      log: app.log,
    }),
  );
  registerMaintenanceGate(app);
  app.decorate('cart', createCartService({ db, config: config.cart }));
  // Sign-in merges the visitor's cart into the account's before it answers: the cart subscribes to the session's
  // sign-in here, so sessions (and auth) never import the cart.
  app.sessions.onSignIn(app.cart.mergeOnSignIn);
  // A visitor's quiz answers become the account's at sign-in (docs/decisions/quizzes.md).
  app.decorate('quiz', createQuizService({ db, catalog, cartConfig: config.cart }));
  app.sessions.onSignIn(app.quiz.joinOnSignIn);
  // The visitor's experiment exposures take the account at sign-in (the experiment report's link to orders).
  app.sessions.onSignIn(linkExposuresOnSignIn(db, app.log));
  await registerPayments(app);
  await registerMail(app);
  const auth = createAuthService({ db, mailer: app.mailer, config });
  registerStaff(app);
  app.decorate('auth', auth);
  const membershipDeps = { db, payments: app.payments, config };
  app.decorate('membership', createMembershipService(membershipDeps));
  app.decorate('membershipRenewals', createMembershipRenewals({ ...membershipDeps, log: app.log }));
  app.decorate('orders', createOrdersService(db));
  app.decorate('thriveCash', createThriveCashService({ db, closeSavingsYear }));
  app.decorate(
    'autoship',
    createAutoshipService({
      db,
      cartConfig: config.cart,
      payments: app.payments,
      log: app.log,
      clock: app.clock,
    }),
  );
  app.decorate('checkout', createCheckoutService({ db, payments: app.payments, cartConfig: config.cart }));
  app.decorate('giftcards', createGiftCardService({ db, config, mailer: app.mailer, cart: app.cart }));
  app.decorate('orderRefunds', createOrderRefunds({ db, payments: app.payments, log: app.log }));
  app.decorate('reviews', createReviewsService(db));
  app.decorate('reminders', createRemindersService(db));
  app.decorate('history', createHistoryService(db));
  app.decorate('lists', createListsService({ db, siteOrigin: config.siteOrigin }));
  // Subscribers react to committed changes; the scheduler's events.dispatch task hands them their events.
  app.decorate(
    'events',
    createEventDispatcher({ db, subscribers: storeSubscribers(app), log: app.log, clock: app.clock }),
  );
  app.decorate(
    'consoleTasks',
    createConsoleTaskRunner({
      db,
      // A chunk of price changes or approvals empties this server's read cache (others within 2 × ttl).
      work: taskWork(() => readCache.clear()),
      log: app.log,
      clock: app.clock,
    }),
  );
  // Started by main.ts (WORKER=inline) or worker.ts (WORKER=separate); tests call runDue themselves.
  app.decorate('scheduler', createScheduler(db, storeTasks(app), app.log, app.clock));
  app.addHook('onClose', () => app.scheduler.stop());
  // Code e-mails a route sends after its answer are finished before the database closes; then the SMTP pool.
  app.addHook('onClose', async () => {
    await afterAnswerSettled();
    app.mailer.close();
  });
  app.decorate(
    'account',
    createAccountService({
      db,
      mailer: app.mailer,
      auth,
      autoship: app.autoship,
      siteOrigin: config.siteOrigin,
    }),
  );

  await app.register(catalogRoutes, { prefix: '/api/v1' });
  await app.register(searchRoutes, { prefix: '/api/v1' });
  await app.register(authRoutes, { prefix: '/api/v1' });
  await app.register(accountRoutes, { prefix: '/api/v1' });
  await app.register(membershipRoutes, { prefix: '/api/v1' });
  await app.register(addressRoutes, { prefix: '/api/v1' });
  await app.register(cartRoutes, { prefix: '/api/v1' });
  await app.register(giftCardRoutes, { prefix: '/api/v1' });
  await app.register(promoRoutes, { prefix: '/api/v1' });
  await app.register(orderRoutes, { prefix: '/api/v1' });
  await app.register(checkoutRoutes, { prefix: '/api/v1' });
  await app.register(storeRoutes, { prefix: '/api/v1' });
  await app.register(experimentRoutes, { prefix: '/api/v1' });
  await app.register(thriveCashRoutes, { prefix: '/api/v1' });
  await app.register(reviewRoutes, { prefix: '/api/v1' });
  await app.register(autoshipRoutes, { prefix: '/api/v1' });
  await app.register(reminderRoutes, { prefix: '/api/v1' });
  await app.register(historyRoutes, { prefix: '/api/v1' });
  await app.register(quizRoutes, { prefix: '/api/v1' });
  await app.register(preferenceRoutes, { prefix: '/api/v1' });
  await app.register(recommendationRoutes, { prefix: '/api/v1' });
  await app.register(listRoutes, { prefix: '/api/v1' });
  await app.register(analyticsRoutes, { prefix: '/api/v1' });
  await app.register(sponsoredTrackRoutes, { prefix: '/api/v1' });
  await app.register(maintenanceRoutes, { prefix: '/api/v1' });
  await app.register(shellRoutes, { prefix: '/api/v1' });
  // The operator console's API: always there. Every route names its permission, and the staff guard checks it against
  // the staff session's role, or lets the ADMIN_TOKEN bearer (when set) through as the service account.
  await app.register(
    async (admin) => {
      registerStaffGuard(admin, { token: config.adminToken });
      await admin.register(staffAuthRoutes);
      await admin.register(staffRoutes);
      await admin.register(auditRoutes);
      await admin.register(adminRoutes);
    },
    { prefix: '/api/admin' },
  );
  await app.register(mediaRoutes);
  // Outside /api/v1: a load balancer's probes (README: Hardening).
  await app.register(healthRoutes);
  if (config.benchRoutes) await app.register(benchRoutes, { db });
  if (config.benchRoutes) await app.register(recommenderBenchRoutes, { db });

  if (web) {
    const services = webServices(app);
    const storeConfig = storeConfigFromCart(config.cart);
    await registerWeb(app, {
      ...web,
      mode: config.nodeEnv === 'development' ? 'development' : 'production',
      pageCacheSeconds: config.catalogCacheSeconds,
      loadContext: (cookieHeader) => ({
        services: services.forRequest(cookieHeader),
        publicConfig: { googleClientId: config.googleClientId ?? null },
        storeConfig,
        renderFaults: config.renderFaults,
      }),
    });
  }
  return app;
}
