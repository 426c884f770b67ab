// The lotto party feature's server-only door: the customer's pages' loaders and forms (issue 26).
export { creationAction, loadCreation } from './creation.server';
export {
  addSharesAction,
  joinAction,
  loadGroup,
  loadInvite,
  loadMyParties,
  loadSession,
} from './lotto-party.server';
export { sessionAction } from './session-edit.server';
export { loadPartyPlay, loadTicket } from './tickets.server';
