import path from 'node:path';
import braintree from 'braintree';
import Stripe from 'stripe';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { MigrateAccountDeps } from './flows/migration/migrate-account';
import type { RecurringEngineDeps } from './flows/recurring/recurring-flow.deps';
import type { SettleDrawDeps } from './flows/settlement/settle-draw.deps';
import { defaultLotteryScorer } from './flows/settlement/settle-draw-score';
import type { SendActivityStatementsDeps } from './flows/statements/send-activity-statements';
import { FINISH_MIGRATIONS_JOB } from './jobs/finish-migrations';
import type { JobRunner } from './jobs/runner';
import type { Clock } from './lib/clock';
import type { Random } from './lib/random';
import { createAnalytics } from './modules/analytics';
import { createAuditLog } from './modules/audit';
import { createBrowsingService } from './modules/browsing';
import { createCapabilitiesService } from './modules/capabilities';
import { createCartModule, createVoucherAdmin } from './modules/cart';
import { createCatalogueCache, createCatalogueService } from './modules/catalogue';
import { createContentService } from './modules/content';
import { createCorrections } from './modules/corrections';
import { createCountryRules } from './modules/country-rules';
import { createSecrets, resolveAuthSecret, type Secrets } from './modules/credentials';
import { createCustomerNotes } from './modules/customer-notes';
import { createFeedback } from './modules/feedback';
import { type BraintreeGateway, createBraintreeGateway, createFundsModule, createStripeGateway } from './modules/funds';
import { createIdempotency } from './modules/idempotency';
import { createIdentityModule, type IdentityModule } from './modules/identity';
import { createLimitsModule } from './modules/limits';
import { createLottoPartyModule } from './modules/lotto-party';
import {
  createMailService,
  MailboxFolderTransport,
  type MailService,
  type MailTransport,
  SmtpTransport,
} from './modules/mail';
import { createMembershipModule } from './modules/membership';
import { createMigration } from './modules/migration';
import { createOrdersService } from './modules/orders';
import { createPartners } from './modules/partners';
import { createPayouts } from './modules/payouts';
import { createPlacements } from './modules/placements';
import { createRecurringModule } from './modules/recurring';
import {
  createSandboxGateway,
  type SandboxGatewayDeps,
  sandboxBraintreeGateway,
  sandboxPaymentGateway,
} from './modules/sandbox-gateway';
import { createSiteService } from './modules/site';
import { createStaffModule } from './modules/staff';
import { createVerification, sandboxIdentityProvider } from './modules/verification';
import { createWallet, type Wallet } from './modules/wallet';
import { BUSY_RETRY_AFTER_SECONDS, createLanes } from './platform/lanes';

/** What every module is built from: the database, the clock, randomness and the configuration. */
export interface ModuleContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  random: Random;
  /** The job runner once started (jobs start after the routes); modules wake it through this. */
  jobs: { current?: JobRunner };
}

/**
 * The modules of the shop, each built from its own arguments. Reads across modules are queries/
 * and writes across them flows/; the customer's currency comes with the signed-in customer
 * (platform/auth.ts). No module is handed another's function (docs/decisions/314, 323, 327).
 */
export function createModules(ctx: ModuleContext, deps: AppDeps) {
  const { config, db, clock, random } = ctx;
  const core = { db, clock, random };
  const mailTransport: MailTransport =
    deps.mailTransport ??
    (config.smtpUrl
      ? new SmtpTransport(config.smtpUrl)
      : new MailboxFolderTransport(path.join(path.resolve(config.dataDir), 'mailbox'), () => clock.now()));
  const mail = createMailService({
    ...core,
    transport: mailTransport,
    from: config.mailFrom,
    wake: () => ctx.jobs.current?.wake('deliver-emails'),
  });
  const wallet = createWallet(core);
  const secrets = createSecrets(resolveAuthSecret(config));
  const identity = createIdentityModule(
    { ...core, mail, secrets, siteName: config.siteName, publicUrl: config.publicUrl },
    config.socialProviders,
  );
  // PayPal payouts beside bank transfer where PayPal is on (decision 489).
  const payouts = createPayouts({
    ...core,
    paypalPayouts: config.paypal !== null,
    wisePayouts: config.wisePayouts,
    donationWithdrawals: config.donationWithdrawals,
  });
  return {
    mailTransport,
    mail,
    wallet,
    idempotency: createIdempotency(core),
    identity,
    // Staff are not customers (docs/decisions/160): their own accounts, sessions and API prefix.
    staff: createStaffModule({ ...core, secrets, siteName: config.siteName }),
    audit: createAuditLog(core),
    site: createSiteService({ db, clock, supportPhone: config.supportPhone, appStoreLinks: config.appStoreLinks }),
    capabilities: createCapabilitiesService({
      db,
      engines: config.shopEngines,
      socialProviders: config.socialProviders,
      nativeApp: config.appStoreLinks !== null,
    }),
    catalogue: createCatalogueService({ ...core, ...deps.drawOperations, liveStockReuseMs: config.liveStockReuseMs }),
    content: createContentService({ db, clock, secrets }),
    browsing: createBrowsingService(core),
    payouts,
    // A customer's identity check and staff notes (docs/decisions/272, 273).
    // The sandbox identity provider only where the sandbox gateway is (outside production, or a demo site; decision 404).
    verification: createVerification({
      db,
      clock,
      random,
      provider: config.sandboxGateway ? sandboxIdentityProvider() : null,
      secrets,
      purchaseSegments: config.verifyToBuySegments,
    }),
    // The countries the shop does not sell to (docs/decisions/384).
    countryRules: createCountryRules({ db, clock, bannedCountries: config.locate.bannedCountries }),
    notes: createCustomerNotes(core),
    // The feedback widget's events (docs/decisions/446).
    feedback: createFeedback(core),
    // The placements content editors set (docs/decisions/474).
    placements: createPlacements(core),
    // First-party analytics, kept only with consent (docs/decisions/447).
    analytics: createAnalytics(core),
    // The partners who sell through the shop and their sales (decision 471).
    partners: createPartners(core),
    vouchers: createVoucherAdmin({ db, clock }),
    corrections: createCorrections(core),
    // The daily-winners membership and its giveaways (docs/decisions/395).
    membership: createMembershipModule({
      ...core,
      secrets,
      publicUrl: config.publicUrl,
      siteName: config.siteName,
      premiumOnSale: config.shopEngines.recurringPurchases,
    }),
    // The lotto party's groups, sessions and shares (docs/decisions/387-392).
    lottoParty: createLottoPartyModule(core),
    // The previous shop's accounts, brought over once (docs/decisions/468).
    migration: createMigration({ db, clock }),
    ...createShopModules(ctx, { mail, wallet, identity, secrets }, deps),
  };
}

/** The modules that sell: orders, limits, the cart, payments and settlement. */
function createShopModules(
  ctx: ModuleContext,
  built: { mail: MailService; wallet: Wallet; identity: IdentityModule; secrets: Secrets },
  deps: AppDeps,
) {
  const { config, db, clock, random } = ctx;
  const core = { db, clock, random };
  const { mail, wallet, identity } = built;
  // One copy per process of the catalogue's static rows, checked against its version at each use (decision 285).
  const catalogueCache = createCatalogueCache();
  const limits = createLimitsModule({ ...core, policy: config.limits });
  // Payment gateways (docs/decisions/170): the sandbox outside production or on a demo site.
  const sandbox = config.sandboxGateway ? createSandboxGateway(core) : null;
  const sandboxGateway = sandbox ? sandboxPaymentGateway(sandbox) : null;
  // Stripe, when configured, is the priority card gateway (docs/decisions/175).
  const stripe = config.stripe
    ? createStripeGateway(deps.stripeClient ?? new Stripe(config.stripe.secretKey), {
        publishableKey: config.stripe.publishableKey,
        webhookSecret: config.stripe.webhookSecret,
        publicUrl: config.publicUrl,
      })
    : null;
  const settlement: SettleDrawDeps = {
    ...core,
    wallet,
    mail,
    scorer: deps.lotteryScorer ?? defaultLotteryScorer,
    prizeHoldThreshold: config.prizeHoldThreshold,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
  };
  const orders = createOrdersService({ ...core, catalogue: catalogueCache });
  const cart = createCartModule({ ...core, catalogue: catalogueCache, engines: config.shopEngines });
  // The recurring engine buys each draw through the checkout's own purchase (flows/recurring).
  const site = { siteName: config.siteName, publicUrl: config.publicUrl };
  const funds = createFundsModule({
    ...core,
    gateways: [stripe?.gateway, sandboxGateway].filter((g) => g != null),
    walletGateway: sandboxGateway,
    braintree: braintreeOf(config, deps, core),
    bpayBillerCode: config.bpayBillerCode,
    bankDeposit: config.bankDeposit,
    directDebit: config.directDebit,
    secrets: built.secrets,
  });
  const recurringEngine: RecurringEngineDeps = {
    ...core,
    catalogue: catalogueCache,
    cart,
    orders,
    wallet,
    limits,
    funds,
    mail,
    site,
  };
  return {
    orders,
    limits,
    cart,
    recurring: createRecurringModule({ ...core, catalogue: catalogueCache }),
    recurringEngine,
    sandbox,
    stripe,
    funds,
    settlement,
    // The monthly activity statements (flows/statements): the ledger's figures emailed once each.
    statements: {
      db,
      clock,
      wallet,
      identity,
      limits,
      mail,
      publicUrl: config.publicUrl,
    } satisfies SendActivityStatementsDeps,
    // A few purchases at once per process, a short wait, then 503 at once (docs/decisions/286).
    purchaseLanes: createLanes({ ...config.purchaseLanes, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }),
  };
}

export type AppModules = ReturnType<typeof createModules>;

/** What moving a previous shop's account runs with: its route, its job and the pages' port alike (docs/decisions/468). */
export function migrationDeps(ctx: ModuleContext, m: AppModules, log?: MigrateAccountDeps['log']) {
  const { db, jobs } = ctx;
  const wake = () => jobs.current?.send(FINISH_MIGRATIONS_JOB);
  return { db, identity: m.identity, migration: m.migration, wallet: m.wallet, wake, log } satisfies MigrateAccountDeps;
}

/** PayPal through Braintree (decision 488): the official SDK when configured, the sandbox's stand-in, or off. */
function braintreeOf(config: Config, deps: AppDeps, core: SandboxGatewayDeps): BraintreeGateway | null {
  const paypal = config.paypal;
  if (!paypal) return null;
  if (paypal.gateway === 'sandbox') return sandboxBraintreeGateway(core);
  const client =
    deps.braintreeClient ??
    new braintree.BraintreeGateway({
      environment:
        paypal.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
      merchantId: paypal.merchantId,
      publicKey: paypal.publicKey,
      privateKey: paypal.privateKey,
    });
  return createBraintreeGateway(client, { environment: paypal.environment, merchantAccounts: paypal.merchantAccounts });
}
