// The console feature's client-safe door: its pages and the pieces the remaining console routes use.

export { AuditPage } from './audit/audit-page';
export { ActionOutcome, Field } from './console-form';
export { ConsoleErrorBoundary, ConsoleFrame } from './console-frame';
export { type ConsoleColumn, ConsoleTable } from './console-table';
export { CorrectionsPage } from './corrections/corrections-page';
export { CustomerPage } from './customer/customer-page';
export { CustomersPage } from './customers/customers-page';
export { DashboardPage } from './dashboard/dashboard-page';
export { DrawsPage } from './draws/draws-page';
export { PrizesPage } from './prizes/prizes-page';
export { RaffleForm, RafflePresentationFields } from './raffle-form';
export { raffleFormStateOf, readRaffleForm } from './raffle-form-data';
export { raffleApiErrors } from './raffle-form-errors';
export { StaffPage } from './staff/staff-page';
export { statusWords } from './status-words';
export { VouchersPage } from './vouchers/vouchers-page';
export { WithdrawalsPage } from './withdrawals/withdrawals-page';
