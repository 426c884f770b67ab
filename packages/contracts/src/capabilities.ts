import { z } from 'zod';

/** Every capability name of 1-platform.md §6, spelled as the server sends it. */
export const capabilityNames = [
  'absolute_address_autocomplete',
  'account_details_manage',
  'add_card_default_fund',
  'add_card_without_deposit',
  'ad_landing_pages',
  'autoplay_cancel',
  'autoplay_edit',
  'autoplay_manage',
  'autoplay_pause',
  'banned_country_acknowledgement',
  'blog',
  'boost_buy_tickets_experiment',
  'cart_subscription_match_modal',
  'causes_directory',
  'charity_lotteries',
  'combined_recurring_purchases',
  'commercial_lotteries',
  'cookie_consent',
  'customer_chat',
  'customer_deactivate',
  'customer_migration',
  'deposit_limits',
  'direct_debit_manage',
  'experiments',
  'favourite_numbers',
  'feedback',
  'membership_program',
  'membership_purchase',
  'membership_accumulated_entries',
  'giveaway_entries',
  'logout_in_nav',
  'lottery_play_replay',
  'manage_account',
  'multi_offer_site',
  'native_app',
  'notification_settings',
  'notifications_feed',
  'partner_purchase',
  'placements',
  'pre_cart_drawer',
  'recommended_draws',
  'precommitment_amount',
  'pre_order',
  'rebrand',
  'recurring_purchase_retry',
  'registration',
  'responsible_gambling',
  'scheduled_purchase',
  'scheduled_purchase_cancel',
  'sitewide_banner',
  'social_login_apple',
  'social_login_google',
  'social_syndicates_joiner',
  'social_syndicates_organiser',
  'spend_limits',
  'sub_variants',
  'subscription_cancel',
  'subscription_edit',
  'subscription_manage',
  'subscription_pause',
  'support_faq',
  'support_form',
  'syndicates',
  'terms_of_use',
  'verification_id',
  'verification_connect_id',
  'viewing_orders',
  'vouchers',
  'wallet_balance',
  'wallet_deposit',
  'wallet_manage',
  'wallet_purchase',
  'wallet_withdrawal',
  'wallet_withdrawal_npp',
  'wallet_withdrawal_payid',
  'wallet_withdrawal_verification_required',
  'winner_search',
] as const;

export type CapabilityName = (typeof capabilityNames)[number];

export interface Segment {
  segmentName: string;
  capabilities: CapabilityName[];
}

export interface Capabilities {
  segments: Segment[];
  currentSegmentName: string;
}

/** GET /capabilities: segments with their capabilities, and the visitor's current segment. */
export const capabilitiesSchema = z.object({
  segments: z.array(z.object({ segmentName: z.string(), capabilities: z.array(z.enum(capabilityNames)) })),
  currentSegmentName: z.string(),
});

/** A capability need: every one of `all`, and at least one of `any` when given. */
export interface CapabilityNeed {
  all?: readonly CapabilityName[];
  any?: readonly CapabilityName[];
}

export function capabilitiesOf(caps: Capabilities | undefined): ReadonlySet<CapabilityName> {
  if (!caps) return new Set();
  const segment = caps.segments.find((s) => s.segmentName === caps.currentSegmentName);
  return new Set(segment?.capabilities ?? []);
}

/** The one capability check used by routes, navigation and the sitemap. */
export function meetsNeed(have: ReadonlySet<CapabilityName>, need: CapabilityNeed | undefined): boolean {
  if (!need) return true;
  if (need.all && !need.all.every((c) => have.has(c))) return false;
  if (need.any && need.any.length > 0 && !need.any.some((c) => have.has(c))) return false;
  return true;
}
