// Results: past draws by offer and by month, full results with divisions, prizes and winners,
// statistics and tips (docs/decisions/262, 313). The customer's own part of a result is a read
// across orders and settlement: queries/read-customer-results.ts.
export { offsetOf, type Paging, resultCategoryOf } from './past-draws';
export { resultsRoutes } from './results.routes';
export { createResultsService, type ResultsService } from './results.service';
