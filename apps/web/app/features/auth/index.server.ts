// The auth feature's server-only door (React Router keeps .server modules out of the browser).
export {
  enforceForcedRedirect,
  FORCE_PASSWORD_CHANGE_PATH,
  forcedRedirectPath,
  getCustomer,
  requireCustomer,
} from './sign-in.server';
