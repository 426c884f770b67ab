// The console feature's server-only door (React Router keeps .server modules out of the browser).

export { loadConsoleAudit } from './audit/audit.server';
export { outcomeOf } from './console-action.server';
export { consoleCorrectionsAction, loadConsoleCorrections } from './corrections/corrections.server';
export { consoleCustomerAction, loadConsoleCustomer } from './customer/customer.server';
export { loadConsoleCustomers } from './customers/customers.server';
export { loadConsoleDashboard } from './dashboard/dashboard.server';
export { consoleDrawsAction, loadConsoleDraws } from './draws/draws.server';
export { consolePrizesAction, loadConsolePrizes } from './prizes/prizes.server';
export { consoleStaffAction, loadConsoleStaff } from './staff/staff.server';
export {
  CONSOLE_SIGN_IN,
  clearConsoleCookie,
  consoleCookie,
  refusalOf,
  requireConsoleStaff,
  STAFF_CHALLENGE_COOKIE,
  STAFF_TOKEN_COOKIE,
  staffApi,
  staffTokenCookie,
} from './staff-session.server';
export { consoleVouchersAction, loadConsoleVouchers } from './vouchers/vouchers.server';
export { consoleWithdrawalsAction, loadConsoleWithdrawals } from './withdrawals/withdrawals.server';
