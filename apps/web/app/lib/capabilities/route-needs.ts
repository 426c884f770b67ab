import type { CapabilityNeed } from '@drawline/contracts';

/**
 * The per-route capability needs of 1-platform.md §6, by name. Routes, navigation and the
 * sitemap all read these, so a page and its links are gated by the same rule:
 *   export const loader = async ({ request, context }) => { await requireCapabilities(request, context, routeNeeds.statistics); … }
 */
const socialSyndicates = ['social_syndicates_joiner', 'social_syndicates_organiser'] as const;

export const routeNeeds = {
  // Orders and money history
  depositSummary: { all: ['viewing_orders'] },
  transactions: { all: ['viewing_orders'] },
  viewingOrders: { all: ['viewing_orders'] },
  // Lotto party: group pages need social syndicates; session and ticket details also orders viewing.
  lottoPartyGroup: { any: socialSyndicates },
  lottoPartySession: { all: ['viewing_orders'], any: socialSyndicates },
  lottoPartyTicket: { all: ['viewing_orders'], any: socialSyndicates },
  // Creating a group or a session: the organiser's capability.
  lottoPartyCreate: { all: ['social_syndicates_organiser'] },
  communicationPreferences: { all: ['notification_settings'] },
  giveaways: { all: ['giveaway_entries'] },
  favouriteNumbers: { all: ['favourite_numbers'] },
  spendLimits: { all: ['spend_limits'] },
  precommitmentLimit: { all: ['precommitment_amount'] },
  withdraw: { all: ['wallet_withdrawal'] },
  subscriptions: { all: ['subscription_manage', 'viewing_orders'] },
  verification: { all: ['verification_id'] },
  statistics: { all: ['commercial_lotteries'] },
  syndicates: { all: ['syndicates'] },
  socialPlay: { any: ['commercial_lotteries', 'multi_offer_site', ...socialSyndicates] },
  dailyWinners: { all: ['membership_program'] },
  membershipTiers: { all: ['membership_program', 'membership_purchase'] },
  partnerPurchase: { all: ['partner_purchase'] },
  // Other gated pages
  nativeApp: { all: ['native_app'] },
  adLandingPages: { all: ['ad_landing_pages'] },
  cookiePolicy: { all: ['cookie_consent'] },
  responsibleGambling: { all: ['responsible_gambling'] },
  closeAccount: { all: ['customer_deactivate'] },
  termsOfUse: { all: ['terms_of_use'] },
  blog: { all: ['blog'] },
  causes: { all: ['causes_directory'] },
  charityLotteries: { all: ['charity_lotteries'] },
  commercialLotteries: { all: ['commercial_lotteries'] },
  multiOfferSite: { all: ['multi_offer_site'] },
  autoplay: { all: ['autoplay_manage'] },
  recurringPurchases: { all: ['combined_recurring_purchases'] },
  // Scheduled purchases and pre-orders (decision 364): the recurring engine's, so off with its switch.
  scheduledPurchase: { all: ['scheduled_purchase'] },
  // Paying for recurring purchases (decision 373): behind the engine's capabilities, so off with its switch.
  paymentResolutions: { any: ['autoplay_manage', 'subscription_manage'] },
  recurringPurchaseMethod: { any: ['autoplay_manage', 'subscription_manage'] },
  notifications: { all: ['notifications_feed'] },
  walletManage: { all: ['wallet_manage'] },
  walletDeposit: { all: ['wallet_deposit'] },
  sitewideBanner: { all: ['sitewide_banner'] },
  registration: { all: ['registration'] },
} as const satisfies Record<string, CapabilityNeed>;

export type RouteNeedName = keyof typeof routeNeeds;
