import { capabilityNames } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { derivedSegmentName } from './capabilities.service';

/** The capability list of 1-platform.md §6, phrase by phrase, expanded as the spec groups them. */
const specCapabilities: Record<string, string[]> = {
  'absolute address autocomplete': ['absolute_address_autocomplete'],
  'account details manage': ['account_details_manage'],
  'add card default fund': ['add_card_default_fund'],
  'add card without deposit': ['add_card_without_deposit'],
  'ad landing pages': ['ad_landing_pages'],
  'autoplay (cancel, edit, manage, pause)': ['autoplay_cancel', 'autoplay_edit', 'autoplay_manage', 'autoplay_pause'],
  'banned country acknowledgement': ['banned_country_acknowledgement'],
  blog: ['blog'],
  'boost buy tickets experiment': ['boost_buy_tickets_experiment'],
  'cart subscription match modal': ['cart_subscription_match_modal'],
  'causes directory': ['causes_directory'],
  'charity lotteries': ['charity_lotteries'],
  'combined recurring purchases': ['combined_recurring_purchases'],
  'commercial lotteries': ['commercial_lotteries'],
  'cookie consent': ['cookie_consent'],
  'customer chat': ['customer_chat'],
  'customer deactivate': ['customer_deactivate'],
  'customer migration': ['customer_migration'],
  'deposit limits': ['deposit_limits'],
  'direct debit manage': ['direct_debit_manage'],
  experiments: ['experiments'],
  'favourite numbers': ['favourite_numbers'],
  feedback: ['feedback'],
  'membership (program, purchase, accumulated entries)': [
    'membership_program',
    'membership_purchase',
    'membership_accumulated_entries',
  ],
  'giveaway entries': ['giveaway_entries'],
  'logout in nav': ['logout_in_nav'],
  'lottery play replay': ['lottery_play_replay'],
  'manage account': ['manage_account'],
  'multi offer site': ['multi_offer_site'],
  'native app': ['native_app'],
  'notification settings': ['notification_settings'],
  'notifications feed': ['notifications_feed'],
  'partner purchase': ['partner_purchase'],
  placements: ['placements'],
  'pre-cart drawer': ['pre_cart_drawer'],
  'recommended draws': ['recommended_draws'],
  'precommitment amount': ['precommitment_amount'],
  'pre order': ['pre_order'],
  rebrand: ['rebrand'],
  'recurring purchase retry': ['recurring_purchase_retry'],
  registration: ['registration'],
  'responsible gambling': ['responsible_gambling'],
  'scheduled purchase (and cancel)': ['scheduled_purchase', 'scheduled_purchase_cancel'],
  'sitewide banner': ['sitewide_banner'],
  'social login (Apple, Google)': ['social_login_apple', 'social_login_google'],
  'social syndicates (joiner, organiser)': ['social_syndicates_joiner', 'social_syndicates_organiser'],
  'spend limits': ['spend_limits'],
  'sub variants': ['sub_variants'],
  'subscription (cancel, edit, manage, pause)': [
    'subscription_cancel',
    'subscription_edit',
    'subscription_manage',
    'subscription_pause',
  ],
  'support FAQ': ['support_faq'],
  'support form': ['support_form'],
  syndicates: ['syndicates'],
  'terms of use': ['terms_of_use'],
  'verification (ID, connect id)': ['verification_id', 'verification_connect_id'],
  'viewing orders': ['viewing_orders'],
  vouchers: ['vouchers'],
  'wallet (balance, deposit, manage, purchase, withdrawal including NPP, PayID and verification requirement)': [
    'wallet_balance',
    'wallet_deposit',
    'wallet_manage',
    'wallet_purchase',
    'wallet_withdrawal',
    'wallet_withdrawal_npp',
    'wallet_withdrawal_payid',
    'wallet_withdrawal_verification_required',
  ],
  'winner search': ['winner_search'],
};

describe('capability names', () => {
  it('are exactly those of 1-platform.md §6', () => {
    const expected = Object.values(specCapabilities).flat().sort();
    expect([...capabilityNames].sort()).toEqual(expected);
    expect(new Set(capabilityNames).size).toBe(capabilityNames.length);
  });
});

describe('the derived segment', () => {
  it('is anonymous in Australia or when the country is unknown, and international elsewhere', () => {
    expect(derivedSegmentName({ countryCode: 'AU' })).toBe('anonymous');
    expect(derivedSegmentName({})).toBe('anonymous');
    expect(derivedSegmentName({ countryCode: 'GB' })).toBe('anonymous_international');
  });
});
