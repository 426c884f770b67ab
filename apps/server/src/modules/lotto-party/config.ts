import {
  LOTTO_PARTY_GROUP_NAME,
  LOTTO_PARTY_GROUP_PAGE_SIZE,
  LOTTO_PARTY_HOLD_MINUTES,
  LOTTO_PARTY_SHARE_PRICE,
  LOTTO_PARTY_SHARES,
  type LottoPartyConfig,
  lottoPartyCreationSteps,
  publicityStatuses,
} from '@drawline/contracts';

/** The lotto party's constants (3-account.md §9), the same for every customer: GET /social/v3/config. */
export function lottoPartyConfig(pricingId: string | null): LottoPartyConfig {
  const money = (amount: number) => ({ amount, currency: 'AUD' as const });
  return {
    pricingId,
    holdMinutes: LOTTO_PARTY_HOLD_MINUTES,
    groupPageSize: LOTTO_PARTY_GROUP_PAGE_SIZE,
    sharePrice: { min: money(LOTTO_PARTY_SHARE_PRICE.min), max: money(LOTTO_PARTY_SHARE_PRICE.max) },
    shares: { ...LOTTO_PARTY_SHARES },
    groupName: { ...LOTTO_PARTY_GROUP_NAME },
    publicityStatuses: [...publicityStatuses],
    creationSteps: [...lottoPartyCreationSteps],
  };
}
