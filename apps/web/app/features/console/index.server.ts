// The console feature's server-only door (React Router keeps .server modules out of the browser).

export { type FieldMessages, outcomeOf } from './console-action.server';
export { consoleCorrectionsAction, loadConsoleCorrections } from './corrections/corrections.server';
export {
  type ConsoleCustomerData,
  type CustomerAnswer,
  consoleCustomerAction,
  loadConsoleCustomer,
} from './customer/customer.server';
export { loadConsoleCustomers } from './customers/customers.server';
export { consoleDrawsAction, loadConsoleDraws } from './draws/draws.server';
export { consoleStaffAction, loadConsoleStaff } from './staff/staff.server';
export {
  CONSOLE_SIGN_IN,
  clearConsoleCookie,
  consoleCookie,
  forbidden,
  refusalOf,
  requireConsoleStaff,
  STAFF_CHALLENGE_COOKIE,
  STAFF_TOKEN_COOKIE,
  type StaffApi,
  staffApi,
  staffTokenCookie,
} from './staff-session.server';
