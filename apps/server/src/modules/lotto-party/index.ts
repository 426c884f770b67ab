// The lotto party module's one door (3-account.md §2-§9; docs/decisions/387-392).

export { nextSessionIdOf, openAutosessions as openLottoPartyAutosessions } from './autosessions';
export {
  type ClosedSession,
  type ClosedSessionShare,
  closedSessionIds,
  countClosedSessionsOfDraw,
  finishClosedSession,
  type LottoPartyGame,
  type LottoPartySessionToScore,
  lockClosedSession,
  paidSessionsOfDraw,
  recordShareRefund,
} from './buy-sessions';
export { closeDueSessions as closeDueLottoPartySessions } from './close-sessions';
export { lottoPartyConfig } from './config';
export { consoleGroupSessions, consoleGroups, setGroupHidden as setLottoPartyGroupHidden } from './console-groups';
export { consoleCustomerGroups, consoleMoneySessions } from './console-money';
export { createLottoPartyModule, type LottoPartyModule } from './create-lotto-party-module';
export { checkGroupName } from './group-name';
export { lottoPartyRoutes } from './lotto-party.routes';
export {
  invitationsOf as lottoPartyInvitationsOf,
  type LottoPartyInvitation,
  type LottoPartyOutcome,
  sessionOutcomesOf as lottoPartyOutcomesOf,
} from './session-news';
export { assertAutosessionMove, autosessionTransitions, canMoveSession, sessionTransitions } from './session-status';
export { type LottoPartyShareTerms, lottoPartyShareTerms, lottoPartyShareTermsFor } from './share-terms';
export type { TakenShares, TakeSharesInput } from './shares';
export { takeShares as takeLottoPartyShares } from './shares';
