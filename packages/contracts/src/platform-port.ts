import type { z } from 'zod';
import type { AccountPort } from './account-port';
import type { Capabilities } from './capabilities';
import type { Cart } from './cart';
import type { CartPort } from './cart-port';
import type { Branding, Cause, causesQuerySchema, ProductOffersAnswer, productOffersQuerySchema } from './catalogue';
import type { CheckoutPort } from './checkout-port';
import type { BlogPort } from './cms-port';
import type { Customer } from './customer';
import type { ArchivedDrawsAnswer, FullResult, PastDraw, pastDrawsQuerySchema } from './draws';
import type { Envelope, PageInfo } from './envelope';
import type { FundsPort } from './funds-port';
import type { LimitsPort } from './limits-port';
import type { LottoPartyPort } from './lotto-party-port';
import type { MembershipPort } from './membership';
import type { NotificationsPort } from './notifications';
import type { PayoutsPort } from './payouts-port';
import type { PlacementsPort } from './placements';
import { type CustomerPortReads, type Paged, type ShopPortReads, sharedShopReads } from './platform-port-reads';
import type { RecurringPaymentsPort } from './recurring-payments-port';
import type { RecurringPort } from './recurring-port';
import type { ScheduledPurchasesPort } from './scheduled-purchases-port';
import type { SignInPort } from './sign-in-port';
import type { SiteConfig, SitewideBanner } from './site';
import type { SocialSignInPort } from './social-sign-in-port';

/**
 * What the storefront's loaders and actions ask the platform, in process (docs/decisions/326):
 * each method is the call named beside it, answered by the same services and rules as that call
 * and scoped to the page's visitor (their customer, segment, sub-variant and country), with no
 * HTTP and no JSON between the page and the service. Inputs are what the call takes (its query
 * as strings, checked by the same contracts schema); answers are what its envelope's result holds.
 * A refusal is thrown as a PortRefusal carrying the envelope the call would have answered.
 * Browsers keep calling the HTTP API; apps/server/src/page-port implements this.
 */
export interface PlatformPort
  extends SignInPort,
    AccountPort,
    CartPort,
    CheckoutPort,
    PayoutsPort,
    FundsPort,
    LimitsPort,
    MembershipPort,
    LottoPartyPort,
    RecurringPort,
    RecurringPaymentsPort,
    NotificationsPort,
    PlacementsPort,
    ScheduledPurchasesPort,
    SocialSignInPort,
    BlogPort,
    ShopPortReads,
    CustomerPortReads,
    PageReads {}

/** The reads every page may make: the site, the catalogue's lists, the viewer's customer and cart. */
export interface PageReads {
  /** GET /config */
  siteConfig(): Promise<SiteConfig>;
  /** GET /capabilities */
  capabilities(): Promise<Capabilities>;
  /** GET /cms/items/sitewide_banner (v1.0); null where the call answers 204. */
  sitewideBanner(): Promise<SitewideBanner | null>;
  /** GET /pricing/{pricingName}/product_offers (v3.9) */
  productOffers(pricingName: string, query?: z.input<typeof productOffersQuerySchema>): Promise<ProductOffersAnswer>;
  /** GET /branding */
  brandings(): Promise<Branding[]>;
  /** GET /causes */
  causes(query?: z.input<typeof causesQuerySchema>): Promise<Paged<Cause>>;
  /** GET /draws/pricing/{pricingName}/past/{offer or latest} */
  pastDraws(pricingName: string, offer: string, query?: z.input<typeof pastDrawsQuerySchema>): Promise<Paged<PastDraw>>;
  /** GET /draws/past/archived/{offer or latest}/{year}/{month} (v3.7) */
  archivedDraws(
    offer: string,
    year: number,
    month: number,
    query?: z.input<typeof pastDrawsQuerySchema>,
  ): Promise<{ answer: ArchivedDrawsAnswer; pageInfo: PageInfo | null }>;
  /** GET /draw/full_result/{offerKey}/{drawNo} */
  fullResult(offerKey: string, drawNo: number): Promise<FullResult>;
  /** GET /customer: 401 unauthorised for a visitor. */
  customer(): Promise<Customer>;
  /** GET /cart/items: the signed-in customer's cart; 401 for a visitor. */
  cart(): Promise<Cart>;
  /** GET /anon-cart/{ref}: a visitor's anonymous cart; 404 cart_not_found when it is gone. */
  anonymousCart(ref: string): Promise<Cart>;
}

/**
 * The port's calls whose answer is the same for every viewer alike (in their segment or state):
 * the server keeps them as it keeps the HTTP answers, and a page asks each once per request.
 * The customer's own (customer, cart, anonymousCart) are read afresh each time they are asked.
 */
export const sharedPortReads: ReadonlySet<keyof PlatformPort> = new Set<keyof PlatformPort>([
  'siteConfig',
  'capabilities',
  'sitewideBanner',
  'productOffers',
  'brandings',
  'causes',
  'pastDraws',
  'archivedDraws',
  'fullResult',
  ...sharedShopReads,
]);

/** Every port call that only reads, by name; a new read joins the list or fails the type check. */
const portReadNames: Record<keyof PageReads | keyof ShopPortReads | keyof CustomerPortReads, true> &
  Partial<Record<keyof PlatformPort, true>> = {
  siteConfig: true,
  capabilities: true,
  sitewideBanner: true,
  productOffers: true,
  brandings: true,
  causes: true,
  pastDraws: true,
  archivedDraws: true,
  fullResult: true,
  customer: true,
  cart: true,
  anonymousCart: true,
  cause: true,
  drawDetails: true,
  rafflePrizes: true,
  raffleWinners: true,
  statistics: true,
  raffleVerification: true,
  customerPastDraws: true,
  customerFullResult: true,
  customerDetails: true,
  twoFactorConfig: true,
  communicationPreferences: true,
  receipt: true,
  partner: true,
  tickets: true,
  ticket: true,
  syndicateShare: true,
  transactions: true,
  activityStatement: true,
  withdrawableFunds: true,
  bankAccounts: true,
  withdrawals: true,
  withdrawal: true,
  withdrawalOfTransaction: true,
  paymentMethods: true,
  cardGateways: true,
  braintreeClientToken: true,
  bpayDetails: true,
  bankDepositDetails: true,
  directDebitMandate: true,
  directDebitDeposits: true,
  deposit: true,
  depositOfTransaction: true,
  spendLimits: true,
  depositLimits: true,
  precommitment: true,
  selfExclusion: true,
  // The recurring purchase reads (RecurringPort).
  autoplays: true,
  autoplay: true,
  recurringPurchases: true,
  subscriptions: true,
  subscription: true,
  // Paying for recurring purchases (RecurringPaymentsPort).
  recurringPurchaseMethods: true,
  paymentResolutions: true,
  // The notifications feed (NotificationsPort).
  notifications: true,
  unreadNotifications: true,
  // Placements (PlacementsPort; decision 474).
  placements: true,
  // Scheduled purchases and pre-orders (ScheduledPurchasesPort).
  scheduledPurchases: true,
  scheduledPurchase: true,
  newBankAccountWaitHours: true,
  donationCauses: true,
  // The blog (BlogPort).
  blog: true,
  contactPage: true,
  blogCategories: true,
  blogPosts: true,
  blogPost: true,
  cmsSiteConfig: true,
  cmsPreview: true,
  cmsEditingMode: true,
  cmsPageRoutes: true,
  cmsPage: true,
  cmsTheme: true,
  cmsTexts: true,
  // The membership program (MembershipPort).
  membershipConfig: true,
  customerMembership: true,
  giveaways: true,
  giveaway: true,
  giveawayVerification: true,
  // The lotto party (LottoPartyPort): joining by invite, creating and changing are not reads.
  lottoPartyConfig: true,
  lottoPartyGroups: true,
  lottoPartyGroup: true,
  lottoPartyGroupSessions: true,
  lottoPartySession: true,
  discoverLottoPartySessions: true,
  lottoPartyOrders: true,
  lottoPartyOrder: true,
  lottoPartySessionOrders: true,
  recommendedLottoPartySessions: true,
  // Sign in with Apple and Google (SocialSignInPort).
  socialLinks: true,
  pendingSocialSignup: true,
  socialTwoFactor: true,
};

/**
 * Whether a port call may change what the platform holds for the viewer (their account, money,
 * cart, limits or sign-in): every call but the reads and the session's renewal, which only
 * replaces its tokens. A page that asked for the customer before such a call asks again after it.
 */
export function portCallChanges(name: string): boolean {
  return name !== 'refresh' && !Object.hasOwn(portReadNames, name);
}

/** The refusal of a port call: the HTTP status and the envelope the same call over HTTP answers. */
export interface PortRefusal {
  readonly name: 'PortRefusal';
  readonly status: number;
  readonly envelope: Envelope<unknown>;
}

/** Whether an error thrown by a port call is its refusal (the server and the web build each have their own copy of classes, so the shape is what counts). */
export function isPortRefusal(error: unknown): error is PortRefusal {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'PortRefusal' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}
