// The results feature's client-safe door: what routes and other features may import from it.

export { ResultsListsPage, resultsLists, resultsListTitle } from './results-lists';
export {
  Divisions,
  MonthLinks,
  monthName,
  monthPath,
  offerResultsLinks,
  RaffleOutcome,
  ResultList,
  ResultsBand,
  SubNav,
  WinningNumbers,
} from './results-view';
export { StatisticsView } from './statistics-view';
export { yourPartWords, yourWinningsCell } from './your-part';
