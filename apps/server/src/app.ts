import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { type AppModules, createModules, type ModuleContext, migrationDeps } from './app-modules';
import { type AppServer, callBases, createServer, registerCallerPlugins, registerPlatform } from './app-plugins';
import { membershipFlowDeps, pagePortsOf, registerRoutes, staffPortsOf } from './app-routes';
import type { Database } from './db/client';
import { openShopDatabase } from './db/shop-database';
import type { MembershipFlowDeps } from './flows/membership/membership-flow.deps';
import { migrationRoutes } from './flows/migration/migration.routes';
import type { RecurringEngineDeps } from './flows/recurring/recurring-flow.deps';
import type { SettleDrawDeps } from './flows/settlement/settle-draw.deps';
import type { SendActivityStatementsDeps } from './flows/statements/send-activity-statements';
import { closeLottoPartySessionsJob } from './jobs/close-lotto-party-sessions';
import { deleteVerificationDocumentsJob } from './jobs/delete-verification-documents';
import { deliverEmailsJob } from './jobs/deliver-emails';
import { drawGiveawaysJob } from './jobs/draw-giveaways';
import { finishMigrationsJob } from './jobs/finish-migrations';
import { MAINTAIN_DRAW_SCHEDULE_JOB, maintainDrawScheduleJob } from './jobs/maintain-draw-schedule';
import { placeRecurringPurchasesJob } from './jobs/place-recurring-purchases';
import { startJobRunner } from './jobs/runner';
import { sendActivityStatementsJob } from './jobs/send-activity-statements';
import { settleDrawsJob } from './jobs/settle-draws';
import { warnRecurringFailuresJob } from './jobs/warn-recurring-failures';
import { systemClock } from './lib/clock';
import { cryptoRandom } from './lib/random';
import type { AuditLog } from './modules/audit';
import { continueBrowsingSession } from './modules/browsing';
import type { CartModule } from './modules/cart';
import type { Idempotency } from './modules/idempotency';
import type { IdentityModule } from './modules/identity';
import type { LimitsModule } from './modules/limits';
import type { MailService } from './modules/mail';
import type { Payouts } from './modules/payouts';
import { DefaultCountryLookup } from './modules/site';
import type { StaffModule } from './modules/staff';
import type { Wallet } from './modules/wallet';
import type { PagePorts } from './page-port';
import type { StaffPorts } from './page-port/staff-port';
import type { Lanes } from './platform/lanes';
import { registerWeb, webBuildExists } from './platform/web';

export type { AppDeps } from './app-deps';

/**
 * The app, as a list of what it is made of: the database, the server, the platform's hooks and
 * plugins (app-plugins.ts), the modules (app-modules.ts), the routes by area (app-routes.ts), the
 * jobs and, when asked, the storefront's pages.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const random = deps.random ?? cryptoRandom;
  const database = deps.database ?? (await openShopDatabase(config));
  const countryLookup =
    deps.countryLookup ?? DefaultCountryLookup.fromFile(config.locate.countryHeader, config.locate.rangesFile);

  const app = createServer(config, deps);
  app.decorate('database', database);
  if (!deps.database) app.addHook('onClose', async () => database.close());
  const platform = await registerPlatform(app, { config, database, clock, countryLookup }, deps);

  const ctx: ModuleContext = { config, database, db: database.db, clock, random, jobs: {} };
  const modules = createModules(ctx, deps);
  decorateModules(app, modules);
  // The membership flows (the giveaway draw and its job), on the app for the tests that run them directly.
  app.decorate('membershipProgram', membershipFlowDeps(ctx, modules));
  await registerCallerPlugins(app, config, clock, modules, platform.answerCache, platform.shedding);
  await registerRoutes(app, { ...ctx, countryLookup }, modules);
  // The migration base (docs/decisions/002, 468).
  await app.register(migrationRoutes(migrationDeps(ctx, modules, app.log)), { prefix: '/migration' });
  // The pages' port (docs/decisions/326), on the app for the tests that hold it beside the HTTP calls.
  app.decorate('pagePorts', pagePortsOf({ ...ctx, countryLookup }, modules, platform.answerCache));
  // The console's staff port (docs/decisions/333), beside it.
  app.decorate('staffPorts', staffPortsOf({ ...ctx, countryLookup }, modules, platform.answerCache));
  if (config.jobsEnabled) await startJobs(app, ctx, modules);
  app.addHook('onClose', async () => modules.mailTransport.close?.());

  const buildDir = config.webBuildDir;
  if (deps.web && buildDir && webBuildExists(buildDir)) {
    const web = await registerWeb(app, {
      buildDir,
      apiBases: callBases,
      mode: config.env === 'production' ? 'production' : 'development',
      countryHeader: config.locate.countryHeader,
      cookieSecure: config.cookieSecure,
      pageCache: platform.pages,
      beforeRender: async (request, reply) => {
        if (request.method === 'GET') {
          await continueBrowsingSession(modules.browsing, request, reply, config.cookieSecure);
        }
      },
      siteName: config.siteName,
      // Read at each render: a test may watch the port (e2e page-calls).
      platformPorts: (request) => app.pagePorts(request),
      staffPorts: (request) => app.staffPorts(request),
    });
    platform.setOverloadPage(web.overloadPage);
  }
  return app;
}

/** What routes and tests reach through the app (the declarations are in app-modules.ts). */
function decorateModules(app: AppServer, m: AppModules) {
  app.decorate('mail', m.mail);
  app.decorate('identity', m.identity);
  app.decorate('wallet', m.wallet);
  app.decorate('idempotency', m.idempotency);
  app.decorate('staff', m.staff);
  app.decorate('audit', m.audit);
  app.decorate('cart', m.cart);
  app.decorate('payouts', m.payouts);
  app.decorate('limits', m.limits);
  app.decorate('settlement', m.settlement);
  app.decorate('recurringEngine', m.recurringEngine);
  app.decorate('statements', m.statements);
  app.decorate('purchaseLanes', m.purchaseLanes);
}

/** The jobs: the mail outbox, the draw schedule, the activity statements and the settlement. */
async function startJobs(app: AppServer, ctx: ModuleContext, m: AppModules) {
  const jobs = await startJobRunner({
    database: ctx.database,
    jobs: [
      deliverEmailsJob(m.mail),
      maintainDrawScheduleJob(m.catalogue, app.log),
      sendActivityStatementsJob(m.statements, app.log),
      settleDrawsJob(m.settlement, app.log),
      placeRecurringPurchasesJob(m.recurringEngine, app.log),
      warnRecurringFailuresJob(m.recurringEngine, app.log),
      drawGiveawaysJob(membershipFlowDeps(ctx, m), app.log),
      closeLottoPartySessionsJob(m.recurringEngine, app.log),
      finishMigrationsJob(migrationDeps(ctx, m, app.log), app.log),
      deleteVerificationDocumentsJob(m.verification, ctx.config.verificationDocumentRetentionDays, app.log),
    ],
    log: app.log,
  });
  ctx.jobs.current = jobs;
  // Once at start as well, so the draws are current before the first cron minute, seeded or not.
  jobs.send(MAINTAIN_DRAW_SCHEDULE_JOB);
  app.addHook('preClose', async () => jobs.stop());
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
    /** What the recurring engine runs with (tests run it directly). */
    recurringEngine: RecurringEngineDeps;
    /** What the membership flows and the giveaway job run with (tests draw giveaways directly). */
    membershipProgram: MembershipFlowDeps;
    /** What the monthly activity statements run with (tests send them directly). */
    statements: SendActivityStatementsDeps;
    /** Staff accounts and sessions; other modules use its door (requireStaff, actingStaff). */
    staff: StaffModule;
    /** `audit.recordAudit(tx, entry)` in the transaction of every staff action (docs/decisions/163). */
    audit: AuditLog;
    limits: LimitsModule;
    /** The purchase lanes of this process (tests fill them). */
    purchaseLanes: Lanes;
    /** The pages' port per page request (page-port/; the web server hands it to every render). */
    pagePorts: PagePorts;
    /** The console's staff port per page request (page-port/staff-port.ts). */
    staffPorts: StaffPorts;
  }
}
