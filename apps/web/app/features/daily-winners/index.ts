// The Daily Winners feature's client-safe door: the program, giveaway and entries pages' parts (issue 27).
export { BenefitsView } from './benefits-view';
export {
  GiveawayCard,
  GiveawayGrid,
  GiveawayListSection,
  MembershipPanel,
  MembershipStatusRegion,
} from './daily-winners';
export { MembershipTiers } from './membership-tiers';
