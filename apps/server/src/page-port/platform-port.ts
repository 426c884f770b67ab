import {
  brandingSchema,
  type CapabilityName,
  type Currency,
  capabilitiesSchema,
  cartSchema,
  causeSchema,
  causesQuerySchema,
  customerSchema,
  type PlatformPort,
  pastDrawsParamsSchema,
  portCallChanges,
  productOffersAnswerSchema,
  productOffersQuerySchema,
  serverCacheSeconds,
  siteConfigSchema,
  sitewideBannerSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import type { MembershipFlowDeps } from '../flows/membership/membership-flow.deps';
import type { RecurringEngineDeps } from '../flows/recurring/recurring-flow.deps';
import type { CapabilitiesService } from '../modules/capabilities';
import { fallbackSegmentOf, segmentOfViewer } from '../modules/capabilities';
import type { CartModule } from '../modules/cart';
import { type CatalogueService, productOfferFilters } from '../modules/catalogue';
import type { ContentService } from '../modules/content';
import type { LottoPartyModule } from '../modules/lotto-party';
import type { SiteService } from '../modules/site';
import type { Wallet } from '../modules/wallet';
import { AppError } from '../platform/app-error';
import type { AnswerCache } from '../platform/cache';
import { type CartReadDeps, readCart } from '../queries/read-cart';
import { type CustomerReadDeps, readCustomer } from '../queries/read-customer';
import { type AccountCallsDeps, accountCalls } from './account-calls';
import { blogReads } from './blog-reads';
import { cartCalls } from './cart-calls';
import { checkoutCalls } from './checkout-calls';
import { type FundsCallsDeps, fundsCalls } from './funds-calls';
import { type LimitsCallsDeps, limitsCalls } from './limits-calls';
import { lottoPartyCalls } from './lotto-party-calls';
import { membershipCalls } from './membership-calls';
import { notificationCalls } from './notification-calls';
import type { PageRequest, PageViewer } from './page-viewer';
import { pastDrawReads } from './past-draw-reads';
import { type PayoutsCallsDeps, payoutsCalls } from './payouts-calls';
import { type PlacementCallsDeps, placementCalls } from './placement-calls';
import { type PortKit, pagedOf } from './port-kit';
import { type PortReadsDeps, portReads } from './port-reads';
import { parseInput, refusalOf, refusing } from './port-refusal';
import { type RecurringCallsDeps, recurringCalls } from './recurring-calls';
import { recurringPaymentCalls } from './recurring-payment-calls';
import { scheduledPurchaseCalls } from './scheduled-purchase-calls';
import { type SignInCallsDeps, signInCalls } from './sign-in-calls';
import { socialCalls } from './social-calls';

export interface PlatformPortDeps extends SignInCallsDeps {
  site: SiteService;
  capabilities: CapabilitiesService;
  content: ContentService;
  catalogue: CatalogueService;
  cart: CartModule;
  /** The customer's cart with their limits' blocked reasons, as GET /cart/items (docs/decisions/327). */
  carts: CartReadDeps;
  customers: CustomerReadDeps;
  /** The answers every visitor shares, kept as the HTTP calls' answers are (platform/cache.ts). */
  answers: AnswerCache;
  /** The modules the reads by area are answered from (port-reads.ts). */
  reads: PortReadsDeps;
  /** What the payout calls run (payouts-calls.ts). */
  payoutsCalls: PayoutsCallsDeps;
  /** What the calls on the customer's own account run (account-calls.ts). */
  accountCalls: AccountCallsDeps;
  /** What the funds calls run: cards and deposits (funds-calls.ts). */
  fundsCalls: FundsCallsDeps;
  /** What the purchase runs (checkout-calls.ts): the route's own deps. */
  checkoutCalls: Parameters<typeof checkoutCalls>[0];
  /** What the limits calls run (limits-calls.ts). */
  limitsCalls: LimitsCallsDeps;
  /** What the recurring purchase calls run (recurring-calls.ts). */
  recurringCalls: RecurringCallsDeps;
  /** What paying for recurring purchases runs: the engine's own deps (recurring-payment-calls.ts). */
  recurringPayments: RecurringEngineDeps;
  /** What the membership program's calls run: the rewards routes' own deps (membership-calls.ts). */
  membership: MembershipFlowDeps;
  /** The lotto party's module, as its /social/v3 routes call it (lotto-party-calls.ts). */
  lottoParty: LottoPartyModule;
  /** What the placement read runs (placement-calls.ts; decision 474). */
  placements: PlacementCallsDeps;
}

/** How long a shared answer is kept: the HTTP calls' own policy (1-platform.md §9). */
const KEPT_SECONDS = serverCacheSeconds.default;
const pricingNameSchema = pastDrawsParamsSchema.shape.pricingId;

/**
 * The pages' port to the platform for one page request and one viewer (contracts PlatformPort,
 * docs/decisions/326): every method runs what its HTTP route runs (the same service call, the same
 * contracts schema on the way in and out, the same refusal), scoped to the viewer. Answers that are
 * the same for everyone are kept as the HTTP answers are; a customer's own are read each time.
 */
export function createPlatformPort(
  deps: PlatformPortDeps,
  viewer: () => Promise<PageViewer>,
  request: PageRequest,
): PlatformPort {
  const { catalogue, answers } = deps;

  /** Runs one call: its refusal is the envelope the HTTP call answers. */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw refusalOf(error, request.log);
    }
  }

  /** An answer the same for every viewer (with `vary`, for every viewer alike in that): kept. */
  const shared = <S extends z.ZodType>(key: string, answer: S, load: () => Promise<unknown>) =>
    answers.read(`page-port|${key}`, KEPT_SECONDS, async () => deepFreeze(answer.parse(await load()) as z.infer<S>));

  const signedIn = async () => {
    const { auth } = await viewer();
    if (!auth) throw new AppError('unauthorised');
    return auth;
  };

  const kit: PortKit = { call, shared, signedIn, viewer };
  // The customer's funds, read once a page whichever read asks first (the customer's, the cart's).
  const funds = fundsOncePerPage(deps.customers.wallet);

  /** The viewer's capabilities, kept as GET /capabilities is: the shell's read and the customer's are one. */
  const keptCapabilities = async () => {
    const v = await viewer();
    const asked = { customerId: v.auth?.customerId, segmentName: v.auth?.segmentName, countryCode: v.countryCode };
    const key = `capabilities|${segmentOfViewer(asked)}|${fallbackSegmentOf(asked)}`;
    return shared(key, capabilitiesSchema, () => deps.capabilities.forViewer(asked));
  };

  const port: PlatformPort = {
    siteConfig: () => call(() => shared('config', siteConfigSchema, () => deps.site.getSiteConfig())),

    capabilities: () => call(keptCapabilities),

    sitewideBanner: () =>
      call(async () => {
        const subVariant = (await viewer()).visitor.subVariant;
        return shared(`sitewide_banner|${subVariant ?? ''}`, sitewideBannerSchema.nullable(), async () => {
          return (await deps.content.sitewideBanner(subVariant)) ?? null;
        });
      }),

    productOffers: (pricingName, query = {}) =>
      call(async () => {
        const name = parseInput(pricingNameSchema, pricingName);
        const filters = productOfferFilters(parseInput(productOffersQuerySchema, query));
        // Kept as the HTTP answer is, with its stock and purchase statuses read now (decision 330).
        const [kept, live] = await Promise.all([
          shared(`product_offers|${name}|${JSON.stringify(filters)}`, productOffersAnswerSchema, () =>
            catalogue.listProductOffers(name, filters),
          ),
          catalogue.readLiveStock(),
        ]);
        return catalogue.withLiveStock(kept, live);
      }),

    brandings: () => call(() => shared('branding', z.array(brandingSchema), () => catalogue.listBrandings())),

    causes: (query = {}) =>
      call(async () => {
        const asked = parseInput(causesQuerySchema, query);
        return shared(`causes|${JSON.stringify(asked)}`, pagedOf(causeSchema), async () => {
          const { causes, pageInfo } = await catalogue.listCauses(asked);
          return { items: causes, pageInfo };
        });
      }),

    ...pastDrawReads(catalogue, kit),

    customer: () =>
      call(async () => {
        const auth = await signedIn();
        const { visitor, countryCode } = await viewer();
        // The segment's rules from the page's kept capabilities (the customer's segment, else the
        // customers' own, as customerHas asks): no second read of the switches on a signed-in page.
        const { segments, currentSegmentName } = await keptCapabilities();
        const capabilities = {
          customerHas: async (_segment: string, name: CapabilityName) =>
            segments.some((s) => s.segmentName === currentSegmentName && s.capabilities.includes(name)),
        };
        return customerSchema.parse(
          await readCustomer({ ...deps.customers, wallet: funds.wallet, capabilities }, auth, {
            sessionId: visitor.sessionId,
            countryCode,
          }),
        );
      }),

    cart: () =>
      call(async () => {
        const { customerId, segmentName, accountUpgrade } = await signedIn();
        const { countryCode } = await viewer();
        const reader = { customerId, segmentName, countryCode, accountUpgrade };
        return cartSchema.parse(await readCart({ ...deps.carts, wallet: funds.wallet }, reader));
      }),

    ...portReads(deps.reads, kit),
    ...blogReads(deps, kit),

    anonymousCart: (ref) => call(async () => cartSchema.parse(await deps.cart.getCart({ anonymousToken: ref }))),

    ...refusing(signInCalls(deps, viewer, request), request.log),
    ...cartCalls(deps.carts, kit, request),
    ...payoutsCalls(deps.payoutsCalls, kit, request),
    ...accountCalls(deps.accountCalls, kit, request),
    ...fundsCalls(deps.fundsCalls, kit, request),
    ...checkoutCalls(deps.checkoutCalls, kit, request),
    ...limitsCalls(deps.limitsCalls, kit),
    ...recurringCalls(deps.recurringCalls, kit),
    ...recurringPaymentCalls(deps.recurringPayments, kit),
    ...notificationCalls(deps.recurringPayments, kit),
    ...membershipCalls(deps.membership, kit),
    ...placementCalls(deps.placements, kit),
    ...lottoPartyCalls(deps, kit),
    ...scheduledPurchaseCalls({ recurring: deps.recurringCalls.recurring, engine: deps.recurringPayments }, kit),
    ...socialCalls(deps.accountCalls, kit, request),
  };
  return funds.forgottenOnChange(port);
}

/**
 * The customer's funds as the page's reads share them (docs/decisions/508): one read for the
 * customer's balance and the cart's blocked reasons. A call that may change them (a purchase, a
 * deposit: contracts' portCallChanges) forgets them when it starts and when it ends, so the reads
 * after it (an action's loaders, in the same request) read them afresh.
 */
function fundsOncePerPage(wallet: Pick<Wallet, 'getFunds'>) {
  const read = new Map<string, ReturnType<Wallet['getFunds']>>();
  const forgetting =
    <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    (...args: A) => {
      read.clear();
      return change(...args).finally(() => read.clear());
    };
  return {
    wallet: {
      getFunds: (customerId: string, currency: Currency) => {
        const key = `${customerId}|${currency}`;
        let funds = read.get(key);
        if (!funds) {
          funds = wallet.getFunds(customerId, currency);
          funds.catch(() => read.delete(key));
          read.set(key, funds);
        }
        return funds;
      },
    },
    forgottenOnChange(port: PlatformPort): PlatformPort {
      const calls = port as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      for (const name of Object.keys(calls)) {
        if (portCallChanges(name)) calls[name] = forgetting(calls[name]!);
      }
      return port;
    },
  };
}

/** A shared answer is frozen once kept: no page can change what every other page is given. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
