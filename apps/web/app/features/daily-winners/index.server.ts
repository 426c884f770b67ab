// The Daily Winners feature's server-only door: the program, giveaway and entries pages' loaders and forms.
export {
  type GiveawayCheck,
  type GiveawayListPage,
  loadBenefits,
  loadClosedGiveaways,
  loadCurrentGiveaways,
  loadGiveaway,
  loadProgram,
  loadTiers,
  loadWinners,
  type MembershipActionData,
  membershipAction,
  UNKNOWN_ERROR,
} from './daily-winners.server';
