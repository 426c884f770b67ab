// The orders feature's client-safe door: receipts, tickets and transactions pages (docs/decisions/131).
export { drawStanding, entrySummary, gamesOf, movementOf } from './entries';
export { LIST_PAGE_SIZE, type ListPage, offsetOf, pageCount, pageOf, pagePath } from './paging';
export { ReceiptView } from './receipt-view';
export { ShopLink } from './ticket-parts';
export { ticketListPath, ticketLists, ticketPath } from './ticket-paths';
export { PrintSheet, ShareDetails, TicketDetails, TicketList, TicketTabs } from './tickets-view';
export { TransactionsView } from './transactions-view';
