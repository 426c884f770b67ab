// The results feature's server-only door (React Router keeps .server modules out of the browser).

export { loadRaffleVerification, raffleVerificationPath } from './raffle-verification.server';
export {
  loadArchive,
  loadAvailableMonths,
  loadCustomerFullResult,
  loadCustomerPastResults,
  loadFullResult,
  loadLatestResults,
  loadPastResults,
  loadStatistics,
  monthParam,
  type Paged,
  pageParam,
} from './results.server';
export { resultsListAnswer } from './results-lists.server';
