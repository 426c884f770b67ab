// The lotto party feature's door: the customer's pages' parts (issue 26).
export { CREATE_FAILED, type CreationState, EDIT_FAILED } from './creation';
export { CreateGroupModalSlot, CreateLottoPartyLink } from './creation-slot';
export { CreationSteps, InviteLink } from './creation-steps';
export {
  BuyShares,
  GroupList,
  JoinGroup,
  type LottoPartyActionData,
  LottoPartyStatus,
  SessionDetails,
  SessionList,
} from './lotto-party';
export { OrderList, PartyPlay, TicketDetails } from './party-play';
export { AutosessionControls, useEditToast } from './session-controls';
