import { API_PREFIX, STAFF_API_PREFIX } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppModules, type ModuleContext, migrationDeps } from './app-modules';
import type { AppServer } from './app-plugins';
import { type CheckoutDeps, checkoutRoutes, type PurchaseCountry } from './flows/checkout/checkout.routes';
import { consoleRoutes } from './flows/console/console.routes';
import { cmsWriteRoutes } from './flows/console/console-content.routes';
import { consoleGiveawayRoutes } from './flows/console/console-giveaways.routes';
import { customerCareRoutes } from './flows/customer-care/customer-care.routes';
import { cardNotifyRoutes, depositRoutes, stripeWebhookRoutes } from './flows/deposits/deposit.routes';
import { membershipFlowRoutes } from './flows/membership/membership.routes';
import type { MembershipFlowDeps } from './flows/membership/membership-flow.deps';
import { notificationsRoutes } from './flows/notifications/notifications.routes';
import { partnerPurchaseRoutes, partnerSaleRecorder, partnersConsoleRoutes } from './flows/partner-purchase';
import { placementDepsOf } from './flows/placements/placement-deps';
import { placementConsoleRoutes } from './flows/placements/placements-console.routes';
import { raffleVerificationRoutes } from './flows/raffles/raffle-verification.routes';
import { raffleRoutes } from './flows/raffles/raffles.routes';
import { recurringPaymentRoutes } from './flows/recurring/recurring-payments.routes';
import { scheduledPurchaseRoutes } from './flows/recurring/scheduled-purchases.routes';
import { settlementStaffRoutes } from './flows/settlement/settlement.routes';
import { staffAdminRoutes } from './flows/staff/staff.routes';
import { staffWithdrawalsRoutes } from './flows/withdrawals/staff-withdrawals.routes';
import { withdrawalsRoutes } from './flows/withdrawals/withdrawals.routes';
import { SETTLE_DRAWS_JOB } from './jobs/settle-draws';
import { analyticsRoutes } from './modules/analytics';
import { auditRoutes } from './modules/audit';
import { browsingRoutes } from './modules/browsing';
import { capabilitiesRoutes } from './modules/capabilities';
import { anonymousCartRoutes } from './modules/cart';
import { catalogueRoutes, subscriptionCalendarRoutes } from './modules/catalogue';
import { contentRoutes } from './modules/content';
import { countryRulesRoutes } from './modules/country-rules';
import { feedbackRoutes, staffFeedbackRoutes } from './modules/feedback';
import { fundsRoutes, stripeRoutes } from './modules/funds';
import { customerRoutes, identityRoutes, socialRoutes } from './modules/identity';
import { limitsRoutes } from './modules/limits';
import { lottoPartyRoutes } from './modules/lotto-party';
import { devMailboxRoutes, MailboxFolderTransport } from './modules/mail';
import { membershipRoutes } from './modules/membership';
import { ordersRoutes } from './modules/orders';
import { payoutsRoutes } from './modules/payouts';
import { recurringRoutes } from './modules/recurring';
import { sandboxGatewayPages } from './modules/sandbox-gateway';
import { type CountryLookup, discoveryRoutes, locate, siteRoutes } from './modules/site';
import { staffRoutes } from './modules/staff';
import { customerVerifyRoutes, verificationRoutes } from './modules/verification';
import { walletRoutes } from './modules/wallet';
import { createPagePorts, type PagePorts } from './page-port';
import { createStaffPorts, type StaffPorts } from './page-port/staff-port';
import type { AnswerCache } from './platform/cache';
import { cspReportRoutes } from './platform/csp-reports';
import { campaignsRoutes } from './queries/campaigns.routes';
import { customerCartRoutes } from './queries/cart.routes';
import { customerReadRoutes } from './queries/customer.routes';
import { customerResultsRoutes } from './queries/customer-results.routes';
import { paymentMethodsRoutes } from './queries/payment-methods.routes';
import { placementRoutes } from './queries/placement.routes';

export interface RouteContext extends ModuleContext {
  countryLookup: CountryLookup;
}

/** The deposit flows' arguments: the order confirmation is written with the purchase (docs/decisions/301, 302). */
function depositDeps(ctx: RouteContext, m: AppModules) {
  const { config, db, clock, random } = ctx;
  return {
    db,
    clock,
    random,
    cart: m.cart,
    orders: m.orders,
    wallet: m.wallet,
    funds: m.funds,
    limits: m.limits,
    mail: m.mail,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    scheduledPurchases: config.shopEngines.recurringPurchases,
    membership: m.membership,
    afterPurchase: partnerSaleRecorder(m.partners),
    analytics: m.analytics,
  };
}

/** What adding a bank account and withdrawing run with: their routes and the pages' port alike (docs/decisions/346). */
function withdrawalDeps(ctx: RouteContext, m: AppModules) {
  const { config, db, clock, random } = ctx;
  const site = { siteName: config.siteName, publicUrl: config.publicUrl };
  return {
    clock,
    random,
    wallet: m.wallet,
    bankAccounts: { db, payouts: m.payouts, mail: m.mail, site, holdHours: config.payoutDestinationHoldHours },
    elevation: m.identity.moneyElevation,
    withdrawalVerification: { capabilities: m.capabilities, verification: m.verification },
  };
}

/** The spec's service base /v2: the storefront's calls, by area. */
function customerApi(ctx: RouteContext, m: AppModules): FastifyPluginAsyncZod {
  const { config, db } = ctx;
  const locateDeps = { countryLookup: ctx.countryLookup, defaultCountry: config.locate.defaultCountry };
  const cookieSecure = config.cookieSecure;
  return async (v2) => {
    v2.addHook('onRoute', (route) => {
      route.config = { version: '3.0', ...(route.config ?? {}) };
    });
    // The shop and its catalogue.
    await v2.register(siteRoutes({ site: m.site, ...locateDeps }));
    await v2.register(capabilitiesRoutes({ capabilities: m.capabilities, ...locateDeps }));
    await v2.register(catalogueRoutes({ catalogue: m.catalogue }));
    await v2.register(customerResultsRoutes({ db, catalogue: m.catalogue }));
    await v2.register(browsingRoutes({ browsing: m.browsing, cookieSecure }));
    // The customer's account and money.
    await v2.register(identityRoutes({ ...m.identity, cookieSecure }));
    // The customer's own ID verification (decision 404): the account's name and date of birth are identity's.
    await v2.register(
      verificationRoutes({
        verification: m.verification,
        holderOf: async (customerId) => {
          const { firstname, lastname, dateOfBirth } = await m.identity.customer.details(customerId);
          return { firstname, lastname, dateOfBirth };
        },
      }),
    );
    await v2.register(socialRoutes({ ...m.identity, cookieSecure }));
    await v2.register(
      customerReadRoutes({
        identity: m.identity,
        wallet: m.wallet,
        countryRules: m.countryRules,
        verification: m.verification,
        capabilities: m.capabilities,
        migration: m.migration,
        ...locateDeps,
      }),
    );
    await v2.register(countryRulesRoutes(purchaseCountryOf(ctx, m)));
    await v2.register(customerRoutes({ ...m.identity, cookieSecure }));
    await v2.register(walletRoutes({ wallet: m.wallet }));
    await v2.register(ordersRoutes({ orders: m.orders }));
    await v2.register(anonymousCartRoutes({ cart: m.cart }));
    await v2.register(
      customerCartRoutes({
        cart: m.cart,
        limits: m.limits,
        wallet: m.wallet,
        countryRules: m.countryRules,
        verification: m.verification,
        ...locateDeps,
      }),
    );
    await v2.register(limitsRoutes({ limits: m.limits }));
    await v2.register(recurringRoutes({ recurring: m.recurring }));
    await v2.register(recurringPaymentRoutes(m.recurringEngine));
    await v2.register(notificationsRoutes({ db, clock: ctx.clock }));
    await v2.register(feedbackRoutes({ feedback: m.feedback }));
    await v2.register(analyticsRoutes({ analytics: m.analytics }));
    await v2.register(scheduledPurchaseRoutes({ recurring: m.recurring, engine: m.recurringEngine }));
    // Checkout, payouts, withdrawals and deposits.
    const { idempotency } = m;
    await v2.register(checkoutRoutes(checkoutDeps(ctx, m)));
    await v2.register(payoutsRoutes({ payouts: m.payouts }));
    await v2.register(withdrawalsRoutes({ ...withdrawalDeps(ctx, m), idempotency }));
    if (m.stripe) await v2.register(stripeRoutes(m.stripe));
    await v2.register(fundsRoutes(m.funds));
    await v2.register(paymentMethodsRoutes({ funds: m.funds, payouts: m.payouts }));
    const purchaseCountry = purchaseCountryOf(ctx, m);
    const depositCalls = { ...depositDeps(ctx, m), idempotency, purchaseCountry, purchaseVerification: m.verification };
    await v2.register(depositRoutes(depositCalls));
    await v2.register(partnerPurchaseRoutes({ ...depositCalls, partners: m.partners }));
    await v2.register(raffleVerificationRoutes({ db, catalogue: m.catalogue }));
  };
}

/** What the staff API's routes and the staff port (page-port/staff-port.ts) are given alike, by area. */
function staffDepsOf(ctx: RouteContext, m: AppModules) {
  const { config, db, clock, random } = ctx;
  const { staff, audit, wallet, payouts, idempotency } = m;
  const customerCare = { db, audit, verification: m.verification, notes: m.notes };
  return {
    staffFlows: { db, staff, audit },
    withdrawals: { ...depositDeps(ctx, m), audit, payouts },
    settlement: {
      ...m.settlement,
      wallet,
      audit,
      idempotency,
      settleSoon: () => ctx.jobs.current?.send(SETTLE_DRAWS_JOB),
    },
    customerCare,
    console: {
      ...customerCare,
      clock,
      wallet,
      idempotency,
      content: m.content,
      orders: m.orders,
      payouts,
      limits: m.limits,
      lockCustomer: m.identity.lockCustomer,
      vouchers: m.vouchers,
      capabilities: m.capabilities,
      corrections: m.corrections,
      correctionApprovalAbove: config.balanceCorrectionApprovalAbove,
    },
    raffles: { db, clock, random, audit, idempotency },
  };
}

/** The staff API (docs/decisions/160): staff accounts, audit, settlement, customer care, the console, raffles. */
function staffApi(ctx: RouteContext, m: AppModules): FastifyPluginAsyncZod {
  const d = staffDepsOf(ctx, m);
  return async (staffApi) => {
    await staffApi.register(staffRoutes(m.staff));
    await staffApi.register(auditRoutes(m.audit));
    await staffApi.register(staffAdminRoutes(d.staffFlows));
    await staffApi.register(staffWithdrawalsRoutes(d.withdrawals));
    await staffApi.register(settlementStaffRoutes(d.settlement));
    await staffApi.register(customerCareRoutes(d.customerCare));
    await staffApi.register(consoleRoutes(d.console));
    await staffApi.register(raffleRoutes(d.raffles));
    await staffApi.register(consoleGiveawayRoutes({ ...d.console, membership: m.membership }));
    await staffApi.register(staffFeedbackRoutes({ feedback: m.feedback }));
    await staffApi.register(partnersConsoleRoutes({ db: ctx.db, partners: m.partners, audit: m.audit }));
    await staffApi.register(placementConsoleRoutes(placementDepsOf(ctx, m).manage(staffApi.answerCache)));
    await staffApi.register(campaignsRoutes({ db: ctx.db, clock: ctx.clock, analytics: m.analytics }));
  };
}

/** The staff port (docs/decisions/333): the console's loaders and actions, given what the staff API's routes are. */
export function staffPortsOf(ctx: RouteContext, m: AppModules, answers: AnswerCache): StaffPorts {
  const d = staffDepsOf(ctx, m);
  return createStaffPorts({
    staff: m.staff,
    admin: { db: ctx.db, audit: m.audit },
    console: { console: d.console, settlement: d.settlement, withdrawals: d.withdrawals, customerCare: d.customerCare },
    site: { console: d.console, raffles: d.raffles, answers },
    feedback: m.feedback,
    placements: placementDepsOf(ctx, m).manage(answers),
    partners: { db: ctx.db, partners: m.partners, audit: m.audit },
    campaigns: { db: ctx.db, clock: ctx.clock, analytics: m.analytics },
    social: { console: d.console, giveaways: { ...d.console, membership: m.membership } },
  });
}

/** Every route, by area: health, the API document, /v2, the CMS, the payment gateways' calls, the staff API. */
export async function registerRoutes(app: AppServer, ctx: RouteContext, m: AppModules) {
  const { config, database, clock } = ctx;
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
  await app.register(cspReportRoutes);

  await app.register(discoveryRoutes);
  await app.register(customerApi(ctx, m), { prefix: API_PREFIX });
  await app.register(contentRoutes({ content: m.content }), { prefix: '/cms' });
  // The CMS base's write (decision 434): a content editor's save, with the console's flow and audit row.
  await app.register(cmsWriteRoutes(staffDepsOf(ctx, m).console), { prefix: '/cms' });
  await app.register(rewardsApi(ctx, m), { prefix: '/rewards' });
  await app.register(customerVerifyRoutes({ verification: m.verification }), { prefix: '/customer-verify' });
  await app.register(lottoPartyRoutes({ lottoParty: m.lottoParty }), { prefix: '/social/v3' });
  await app.register(placementRoutes(placementDepsOf(ctx, m).read()), { prefix: '/placement-api' });
  await app.register(
    subscriptionCalendarRoutes({ catalogue: m.catalogue, clock, enabled: config.shopEngines.recurringPurchases }),
  );
  await app.register(cardNotifyRoutes(depositDeps(ctx, m)));
  if (m.sandbox) await app.register(sandboxGatewayPages(m.sandbox, { merchantName: config.siteName, clock }));
  if (m.stripe) await app.register(stripeWebhookRoutes(depositDeps(ctx, m), m.stripe));
  await app.register(staffApi(ctx, m), { prefix: STAFF_API_PREFIX });
  if (config.env !== 'production' && m.mailTransport instanceof MailboxFolderTransport) {
    await app.register(devMailboxRoutes(m.mailTransport));
  }
}

/** What the membership flows run with: the routes, the giveaway job and the tests alike (docs/decisions/395). */
export function membershipFlowDeps(ctx: ModuleContext, m: AppModules): MembershipFlowDeps {
  const { membership, identity, limits, wallet, mail, capabilities } = m;
  return {
    ...{ db: ctx.db, clock: ctx.clock, membership, identity, limits, wallet, mail, capabilities },
    site: { siteName: ctx.config.siteName, publicUrl: ctx.config.publicUrl },
    premiumOnSale: ctx.config.shopEngines.recurringPurchases,
  };
}

/** The rewards base (1-platform.md §7): the membership program's calls (docs/decisions/395). */
function rewardsApi(ctx: RouteContext, m: AppModules): FastifyPluginAsyncZod {
  return async (rewards) => {
    await rewards.register(membershipRoutes({ membership: m.membership }));
    await rewards.register(membershipFlowRoutes(membershipFlowDeps(ctx, m)));
  };
}

/** What a purchase runs with: POST /cart/purchase and the pages' port are given the same. */
/** The country rules of a purchase (docs/decisions/384), judged on where the shop locates the request. */
function purchaseCountryOf(ctx: RouteContext, m: AppModules): PurchaseCountry {
  const { countryLookup, config } = ctx;
  return {
    countryRules: m.countryRules,
    countryOf: (request) => locate(countryLookup, config.locate.defaultCountry, request).countryCode,
  };
}

function checkoutDeps(ctx: RouteContext, m: AppModules): CheckoutDeps {
  const { clock, random, config } = ctx;
  const { cart, orders, wallet, limits, idempotency, mail } = m;
  const site = { siteName: config.siteName, publicUrl: config.publicUrl };
  return {
    clock,
    random,
    cart,
    orders,
    wallet,
    limits,
    idempotency,
    lanes: m.purchaseLanes,
    mail,
    site,
    purchaseCountry: purchaseCountryOf(ctx, m),
    purchaseVerification: m.verification,
    analytics: m.analytics,
    // Pre-orders are held as scheduled purchases only with the recurring switch on (decisions 353, 364).
    scheduledPurchases: config.shopEngines.recurringPurchases,
    membership: m.membership,
  };
}

/** The pages' port (docs/decisions/326): the same modules the /v2 routes above are given. */
export function pagePortsOf(ctx: RouteContext, m: AppModules, answers: AnswerCache): PagePorts {
  return createPagePorts({
    site: m.site,
    capabilities: m.capabilities,
    content: m.content,
    catalogue: m.catalogue,
    cart: m.cart,
    carts: {
      cart: m.cart,
      limits: m.limits,
      wallet: m.wallet,
      countryRules: m.countryRules,
      verification: m.verification,
    },
    customers: {
      identity: m.identity,
      wallet: m.wallet,
      countryRules: m.countryRules,
      verification: m.verification,
      capabilities: m.capabilities,
      migration: m.migration,
    },
    answers,
    reads: {
      db: ctx.db,
      catalogue: m.catalogue,
      identity: m.identity,
      orders: m.orders,
      wallet: m.wallet,
      payouts: m.payouts,
      funds: m.funds,
      limits: m.limits,
    },
    signInSessions: m.identity.signInSessions,
    accounts: m.identity.accounts,
    cookieSecure: ctx.config.cookieSecure,
    accountCalls: {
      ...migrationDeps(ctx, m),
      countryRules: m.countryRules,
      verification: m.verification,
      cookieSecure: ctx.config.cookieSecure,
    },
    payoutsCalls: { ...withdrawalDeps(ctx, m), withdrawals: withdrawalDeps(ctx, m), idempotency: m.idempotency },
    fundsCalls: {
      funds: m.funds,
      deposits: depositDeps(ctx, m),
      idempotency: m.idempotency,
      stripe: m.stripe,
      elevation: m.identity.moneyElevation,
    },
    limitsCalls: { limits: m.limits },
    recurringCalls: { recurring: m.recurring },
    recurringPayments: m.recurringEngine,
    membership: membershipFlowDeps(ctx, m),
    lottoParty: m.lottoParty,
    placements: { ...placementDepsOf(ctx, m).read(), answers },
    checkoutCalls: { ...checkoutDeps(ctx, m), depositPurchase: depositDeps(ctx, m), partners: m.partners },
    countryLookup: ctx.countryLookup,
    defaultCountry: ctx.config.locate.defaultCountry,
  });
}
