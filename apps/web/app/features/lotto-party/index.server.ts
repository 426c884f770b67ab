// The lotto party feature's server-only door: the customer's pages' loaders and forms (issue 26).
export {
  addSharesAction,
  joinAction,
  loadGroup,
  loadInvite,
  loadMyParties,
  loadSession,
} from './lotto-party.server';
