// The orders feature's server-only door: the pages' loaders' data.
export {
  loadPrintTickets,
  loadReceipt,
  loadSyndicateShare,
  loadTicket,
  loadTickets,
  loadTransactions,
} from './orders.server';
