// The console feature's server-only door (React Router keeps .server modules out of the browser).

export { type FieldMessages, outcomeOf } from './console-action.server';
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
