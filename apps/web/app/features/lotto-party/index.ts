// The lotto party feature's door: the customer's pages' parts (issue 26).
export {
  BuyShares,
  GroupList,
  JoinGroup,
  type LottoPartyActionData,
  LottoPartyStatus,
  SessionDetails,
  SessionList,
} from './lotto-party';
