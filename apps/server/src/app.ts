import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { STAFF_API_PREFIX } from '@drawline/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { checkoutRoutes } from './flows/checkout/checkout.routes';
import { consoleRoutes } from './flows/console/console.routes';
import { customerCareRoutes } from './flows/customer-care/customer-care.routes';
import { cardNotifyRoutes, depositRoutes, stripeWebhookRoutes } from './flows/deposits/deposit.routes';
import { raffleVerificationRoutes } from './flows/raffles/raffle-verification.routes';
import { raffleRoutes } from './flows/raffles/raffles.routes';
import type { LotteryScorer, SettleDrawDeps } from './flows/settlement/settle-draw.deps';
import { defaultLotteryScorer } from './flows/settlement/settle-draw-score';
import { settlementStaffRoutes } from './flows/settlement/settlement.routes';
import { staffAdminRoutes } from './flows/staff/staff.routes';
import { staffWithdrawalsRoutes } from './flows/withdrawals/staff-withdrawals.routes';
import { withdrawalsRoutes } from './flows/withdrawals/withdrawals.routes';
import { deliverEmailsJob } from './jobs/deliver-emails';
import { MAINTAIN_DRAW_SCHEDULE_JOB, maintainDrawScheduleJob } from './jobs/maintain-draw-schedule';
import { type JobRunner, startJobRunner } from './jobs/runner';
import { sendActivityStatementsJob } from './jobs/send-activity-statements';
import { SETTLE_DRAWS_JOB, settleDrawsJob } from './jobs/settle-draws';
import { type Clock, systemClock } from './lib/clock';
import { cryptoRandom, type Random } from './lib/random';
import { type AuditLog, auditRoutes, createAuditLog } from './modules/audit';
import { browsingRoutes, continueBrowsingSession, createBrowsingService } from './modules/browsing';
import { capabilitiesRoutes, createCapabilitiesService } from './modules/capabilities';
import { type CartModule, cartRoutes, createCartModule, createVoucherAdmin } from './modules/cart';
import {
  catalogueRoutes,
  createCatalogueCache,
  createCatalogueService,
  type DrawCalendar,
  type ResultsSource,
} from './modules/catalogue';
import { contentRoutes, createContentService } from './modules/content';
import { createCorrections } from './modules/corrections';
import { createSecrets, resolveAuthSecret } from './modules/credentials';
import { createCustomerNotes } from './modules/customer-notes';
import { createFundsModule, createStripeGateway, fundsRoutes, stripeRoutes } from './modules/funds';
import { createIdempotency, type Idempotency } from './modules/idempotency';
import { createIdentityModule, customerRoutes, type IdentityModule, identityRoutes } from './modules/identity';
import { createLimitsModule, type LimitsModule, limitsRoutes } from './modules/limits';
import {
  createMailService,
  devMailboxRoutes,
  MailboxFolderTransport,
  type MailService,
  type MailTransport,
  SmtpTransport,
} from './modules/mail';
import { createOrdersService, ordersRoutes } from './modules/orders';
import { createPayouts, type Payouts, payoutsRoutes } from './modules/payouts';
import { createSandboxGateway, sandboxGatewayPages, sandboxPaymentGateway } from './modules/sandbox-gateway';
import {
  apiBasePaths,
  type CountryLookup,
  createSiteService,
  DefaultCountryLookup,
  discoveryRoutes,
  locate,
  siteRoutes,
} from './modules/site';
import { createStaffModule, type StaffModule, staffPlugin, staffRoutes } from './modules/staff';
import { createVerification } from './modules/verification';
import { createWallet, type Wallet, walletRoutes } from './modules/wallet';
import { AppError } from './platform/app-error';
import { authPlugin } from './platform/auth';
import { AnswerCache, cachePlugin } from './platform/cache';
import { registerCompression } from './platform/compression';
import { envelopePlugin, errorEnvelope } from './platform/envelope';
import { registerKeptFirst } from './platform/kept-first';
import { BUSY_RETRY_AFTER_SECONDS, createLanes, type Lanes } from './platform/lanes';
import type { LoadMeter } from './platform/load-meter';
import { lazyChildLogger, loggerOptions } from './platform/logging';
import { metricsPlugin } from './platform/metrics';
import { openApiOptions } from './platform/openapi';
import { registerClosingRefusal, registerLoadShedding } from './platform/overload';
import { PageCache } from './platform/page-cache';
import { requestContextPlugin } from './platform/request-context';
import { securityHeadersPlugin } from './platform/security-headers';
import { versionsPlugin } from './platform/versions';
import { INTERNAL_CALL_HEADER, registerWeb, webBuildExists } from './platform/web';
import { customerResultsRoutes } from './queries/customer-results.routes';

export interface AppDeps {
  config: Config;
  /** An open database; when missing one is opened from the config and closed with the app. */
  database?: Database;
  clock?: Clock;
  random?: Random;
  countryLookup?: CountryLookup;
  /** Serve the storefront too (needs the web build). */
  web?: boolean;
  /** Where the logs go (tests read them); standard output when missing. */
  logStream?: { write(line: string): void };
  /** Where emails go; SMTP when SMTP_URL is set, else the mailbox folder under DATA_DIR. */
  mailTransport?: MailTransport;
  /**
   * Which offers draw when, and the results feed the schedule maintenance publishes
   * (docs/decisions/039): a real operator's plug in here; main.ts passes the demo shop's on a demo only.
   */
  drawOperations?: { drawCalendar?: DrawCalendar; resultsSource?: ResultsSource };
  /** The Stripe client when Stripe is configured (tests pass one whose HTTP client answers recorded bodies). */
  stripeClient?: Stripe;
  /** Scores lottery tickets for settlement; the scoring module's unless a test passes another. */
  lotteryScorer?: LotteryScorer;
  /**
   * What marks a page's own calls in process (INTERNAL_CALL_HEADER): a fresh random token unless a
   * test passes one, to make such calls itself.
   */
  internalCallKey?: string;
  /** The event loop's readings load shedding goes by (tests pass a fixed load). */
  loadMeter?: LoadMeter;
}

/** Every base whose answers are calls in the envelope: the spec's service bases and the staff API. */
const callBases: readonly string[] = [...apiBasePaths, STAFF_API_PREFIX];

/**
 * The longest path parameter the router takes: a request line is at most Node's 16 KiB of headers,
 * so every path a client can send reaches its route (and its own checks) rather than the pages'
 * catch-all (find-my-way's default of 100 made a 101-character id an HTML 404).
 */
const MAX_PARAM_LENGTH = 16 * 1024;

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const random = deps.random ?? cryptoRandom;
  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (config.databaseUrl
      ? await openDatabase({
          kind: 'postgres',
          url: config.databaseUrl,
          poolSize: config.databasePoolSize,
          poolWaitMs: config.databasePoolWaitMs,
        })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir }));
  const { db } = database;
  const countryLookup =
    deps.countryLookup ?? DefaultCountryLookup.fromFile(config.locate.countryHeader, config.locate.rangesFile);

  const app = Fastify({
    // No log line holds a password, token, code or personal record (platform/logging.ts).
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, deps.logStream),
    // Every log line of a request carries its id as requestId (the x-request-id echoed to the client).
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // A closing process refuses new work itself, in the envelope, and still answers its pages'
    // in-process calls (platform/overload.ts).
    return503OnClosing: false,
    // A path the router cannot take (an undecodable escape such as a lone surrogate, a parameter
    // past its length) is refused before any route runs: in the envelope too, without echoing it.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).status(400).send(errorEnvelope(new AppError('bad_request')));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  // External plugins first, then ours, then the routes (fastify/demo order).
  // First of all hooks: a closing process refuses new work before spending anything on it.
  let overloadPage: string | undefined;
  const internalCallKey = deps.internalCallKey ?? random.token(16);
  const overload = {
    apiBases: callBases,
    ...config.overload,
    databaseWaiting: () => database.pool?.waitingCount,
    isInternalCall: (request: FastifyRequest) => request.headers[INTERNAL_CALL_HEADER] === internalCallKey,
    overloadPage: () => overloadPage,
    loadMeter: deps.loadMeter,
  };
  registerClosingRefusal(app, overload);
  // Then what is already kept for everyone goes out before any other work (docs/decisions/275),
  // and only then is an overloaded process's new work refused by its cost (docs/decisions/300).
  const answerCache = new AnswerCache(clock);
  const pageCache = deps.web ? new PageCache(clock) : undefined;
  const countryOf = (request: FastifyRequest) =>
    locate(countryLookup, config.locate.defaultCountry, request).countryCode;
  registerKeptFirst(app, {
    apiBases: apiBasePaths,
    answers: answerCache,
    pages: pageCache && { cache: pageCache, countryOf },
  });
  registerLoadShedding(app, overload);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await registerCompression(app);
  await app.register(securityHeadersPlugin, {
    apiBases: apiBasePaths,
    secure: config.cookieSecure,
    // Stripe.js and its card frames (https://docs.stripe.com/security/guide#content-security-policy).
    pageSources: config.stripe
      ? {
          script: ['https://js.stripe.com'],
          frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          connect: ['https://api.stripe.com'],
        }
      : undefined,
  });
  await app.register(fastifyRateLimit, {
    // Applied below as the first hook of every request (unknown paths too), before identity looks up
    // tokens and before answers come from the cache; per-route use stays possible through config.
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Page loaders' own calls (in process) are part of the page view already counted.
    allowList: (req) =>
      req.url.startsWith('/assets/') ||
      req.url === '/healthz' ||
      req.url === '/readyz' ||
      req.headers[INTERNAL_CALL_HEADER] === internalCallKey,
    // The limit headers go on the 429 only, not on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, ctx) =>
      new AppError('rate_limited', { headers: { 'retry-after': String(Math.ceil(ctx.ttl / 1000)) } }),
  });
  app.addHook('onRequest', app.rateLimit());
  await app.register(fastifySwagger, openApiOptions);
  await app.register(requestContextPlugin);

  // Mail and identity come before the plugins that need to know the customer (capabilities' cache).
  const mailTransport: MailTransport =
    deps.mailTransport ??
    (config.smtpUrl
      ? new SmtpTransport(config.smtpUrl)
      : new MailboxFolderTransport(path.join(path.resolve(config.dataDir), 'mailbox'), () => clock.now()));
  let jobs: JobRunner | undefined;
  const mail = createMailService({
    db,
    clock,
    random,
    transport: mailTransport,
    from: config.mailFrom,
    wake: () => jobs?.send('deliver-emails'),
  });
  const wallet = createWallet({ db, clock, random });
  const idempotency = createIdempotency({ db, clock, random });
  const secrets = createSecrets(resolveAuthSecret(config));
  const identity = createIdentityModule({
    db,
    clock,
    random,
    mail,
    secrets,
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    funds: wallet,
  });
  app.decorate('mail', mail);
  app.decorate('identity', identity);
  app.decorate('wallet', wallet);
  app.decorate('idempotency', idempotency);
  // Staff are not customers (docs/decisions/160): their own accounts, sessions and API prefix.
  const staff = createStaffModule({ db, clock, random, secrets, siteName: config.siteName });
  const audit = createAuditLog({ db, clock, random });
  app.decorate('staff', staff);
  app.decorate('audit', audit);
  await app.register(staffPlugin, { sessions: staff.sessions });
  await app.register(authPlugin, {
    signInSessions: identity.signInSessions,
    allowedOrigins: [new URL(config.publicUrl).origin],
    crossSitePaths: ['/v2/transfer'],
    apiBases: apiBasePaths,
  });
  await app.register(versionsPlugin);
  await app.register(envelopePlugin, { apiBases: apiBasePaths });
  await app.register(cachePlugin, { clock, apiBases: apiBasePaths, cache: answerCache });
  await app.register(metricsPlugin, { token: config.metricsToken });

  const site = createSiteService({ db, clock, supportPhone: config.supportPhone });
  const capabilities = createCapabilitiesService({ db });
  const catalogue = createCatalogueService({
    db,
    clock,
    random,
    ...deps.drawOperations,
  });
  const content = createContentService({ db, clock });
  const browsing = createBrowsingService({ db, clock, random });
  // One copy per process of the catalogue's static rows, checked against its version at each use (decision 285).
  const catalogueCache = createCatalogueCache();
  const orders = createOrdersService({ db, clock, random, catalogue: catalogueCache });
  const limits = createLimitsModule({
    db,
    clock,
    random,
    policy: config.limits,
    currencyOf: identity.customer.currencyOf,
    ledger: wallet,
    availableFunds: async (customerId, currency) => (await wallet.getFunds(customerId, currency)).availableFunds.amount,
    recipientOf: async (customerId) => {
      try {
        const { email, firstname } = await identity.customer.details(customerId);
        return { email, firstname };
      } catch {
        // A closed or removed account gets no statement.
        return null;
      }
    },
    mail,
    publicUrl: config.publicUrl,
  });
  const cart = createCartModule({ db, clock, random, limits, catalogue: catalogueCache });
  app.decorate('cart', cart);
  const payouts = createPayouts({ db, clock, random });
  app.decorate('payouts', payouts);
  app.decorate('limits', limits);
  // Payment gateways (docs/decisions/170): the sandbox outside production or on a demo site.
  const sandbox = config.sandboxGateway ? createSandboxGateway({ db, clock, random }) : null;
  const sandboxGateway = sandbox ? sandboxPaymentGateway(sandbox) : null;
  // Stripe, when configured, is the priority card gateway (docs/decisions/175).
  const stripe = config.stripe
    ? createStripeGateway(deps.stripeClient ?? new Stripe(config.stripe.secretKey), {
        publishableKey: config.stripe.publishableKey,
        webhookSecret: config.stripe.webhookSecret,
        publicUrl: config.publicUrl,
      })
    : null;
  const funds = createFundsModule({
    db,
    clock,
    random,
    gateways: [stripe?.gateway, sandboxGateway].filter((g) => g != null),
    walletGateway: sandboxGateway,
    customerCurrency: identity.customer.currencyOf,
    withdrawalMethods: payouts.listWithdrawalMethods,
  });
  // The order confirmation is written with the purchase (docs/decisions/301, 302).
  const orderEmail = { mail, site: { siteName: config.siteName, publicUrl: config.publicUrl } };
  const depositDeps = { db, clock, random, cart, orders, wallet, funds, limits, ...orderEmail };
  const locateDeps = { countryLookup, defaultCountry: config.locate.defaultCountry };
  const settlement: SettleDrawDeps = {
    db,
    clock,
    random,
    wallet,
    mail,
    scorer: deps.lotteryScorer ?? defaultLotteryScorer,
    prizeHoldThreshold: config.prizeHoldThreshold,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
  };
  app.decorate('settlement', settlement);
  // A few purchases at once per process, a short wait, then 503 at once (docs/decisions/286).
  const purchaseLanes = createLanes({ ...config.purchaseLanes, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
  app.decorate('purchaseLanes', purchaseLanes);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(discoveryRoutes);
  await app.register(
    async (v2) => {
      v2.addHook('onRoute', (route) => {
        route.config = { version: '3.0', ...(route.config ?? {}) };
      });
      await v2.register(siteRoutes({ site, ...locateDeps }));
      await v2.register(capabilitiesRoutes({ capabilities, ...locateDeps }));
      await v2.register(catalogueRoutes({ catalogue }));
      await v2.register(customerResultsRoutes({ db, catalogue }));
      await v2.register(browsingRoutes({ browsing, cookieSecure: config.cookieSecure }));
      await v2.register(identityRoutes({ ...identity, cookieSecure: config.cookieSecure }));
      await v2.register(customerRoutes({ ...identity, cookieSecure: config.cookieSecure }));
      await v2.register(walletRoutes({ wallet, customerCurrency: identity.customer.currencyOf }));
      await v2.register(ordersRoutes({ orders }));
      await v2.register(cartRoutes({ cart }));
      await v2.register(limitsRoutes({ limits }));
      await v2.register(
        checkoutRoutes({
          clock,
          random,
          cart,
          orders,
          wallet,
          limits,
          idempotency,
          lanes: purchaseLanes,
          ...orderEmail,
        }),
      );
      await v2.register(payoutsRoutes({ payouts }));
      await v2.register(
        withdrawalsRoutes({ clock, random, wallet, idempotency, customerCurrency: identity.customer.currencyOf }),
      );
      if (stripe) await v2.register(stripeRoutes(stripe));
      await v2.register(fundsRoutes(funds));
      await v2.register(depositRoutes({ ...depositDeps, idempotency }));
      await v2.register(raffleVerificationRoutes({ db, catalogue }));
    },
    { prefix: '/v2' },
  );
  await app.register(contentRoutes({ content }), { prefix: '/cms' });
  await app.register(cardNotifyRoutes(depositDeps));
  if (sandbox) await app.register(sandboxGatewayPages(sandbox, { merchantName: config.siteName, clock }));
  if (stripe) await app.register(stripeWebhookRoutes(depositDeps, stripe));
  await app.register(
    async (staffApi) => {
      await staffApi.register(staffRoutes(staff));
      await staffApi.register(auditRoutes(audit));
      await staffApi.register(staffAdminRoutes({ db, staff, audit }));
      await staffApi.register(staffWithdrawalsRoutes({ db, clock, wallet, audit, payouts }));
      await staffApi.register(
        settlementStaffRoutes({
          ...settlement,
          wallet,
          audit,
          idempotency,
          settleSoon: () => jobs?.send(SETTLE_DRAWS_JOB),
        }),
      );
      // A customer's identity check and staff notes (docs/decisions/272, 273).
      const customerCare = {
        verification: createVerification({ db, clock }),
        notes: createCustomerNotes({ db, clock, random }),
      };
      await staffApi.register(customerCareRoutes({ db, audit, ...customerCare }));
      await staffApi.register(
        consoleRoutes({
          ...customerCare,
          db,
          clock,
          wallet,
          audit,
          idempotency,
          content,
          orders,
          payouts,
          limits,
          lockCustomer: identity.lockCustomer,
          vouchers: createVoucherAdmin({ db, clock }),
          capabilities,
          corrections: createCorrections({ db, clock, random }),
          correctionApprovalAbove: config.balanceCorrectionApprovalAbove,
        }),
      );
      await staffApi.register(raffleRoutes({ db, clock, random, audit, idempotency }));
    },
    { prefix: STAFF_API_PREFIX },
  );
  if (config.env !== 'production' && mailTransport instanceof MailboxFolderTransport) {
    await app.register(devMailboxRoutes(mailTransport));
  }
  if (config.jobsEnabled) {
    jobs = await startJobRunner({
      database,
      jobs: [
        deliverEmailsJob(mail),
        maintainDrawScheduleJob(catalogue, app.log),
        sendActivityStatementsJob(limits, app.log),
        settleDrawsJob(settlement, app.log),
      ],
      log: app.log,
    });
    // Once at start as well, so the draws are current before the first cron minute, seeded or not.
    jobs.send(MAINTAIN_DRAW_SCHEDULE_JOB);
    app.addHook('preClose', async () => jobs?.stop());
  }
  app.addHook('onClose', async () => mailTransport.close?.());

  const buildDir = config.webBuildDir;
  if (deps.web && buildDir && webBuildExists(buildDir)) {
    ({ overloadPage } = await registerWeb(app, {
      buildDir,
      apiBases: callBases,
      mode: config.env === 'production' ? 'production' : 'development',
      internalCallKey,
      countryHeader: config.locate.countryHeader,
      cookieSecure: config.cookieSecure,
      pageCache: pageCache && { cache: pageCache, countryOf },
      beforeRender: async (request, reply) => {
        if (request.method === 'GET') await continueBrowsingSession(browsing, request, reply, config.cookieSecure);
      },
      siteName: config.siteName,
    }));
  }

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    mail: MailService;
    identity: IdentityModule;
    wallet: Wallet;
    /** For money routes: `idempotency.answer(request, reply, (tx) => …)` (docs/decisions/103). */
    idempotency: Idempotency;
    cart: CartModule;
    payouts: Payouts;
    /** What the settlement flows run with (tests run them directly). */
    settlement: SettleDrawDeps;
    /** Staff accounts and sessions; other modules use its door (requireStaff, actingStaff). */
    staff: StaffModule;
    /** `audit.recordAudit(tx, entry)` in the transaction of every staff action (docs/decisions/163). */
    audit: AuditLog;
    limits: LimitsModule;
    /** The purchase lanes of this process (tests fill them). */
    purchaseLanes: Lanes;
  }
}
