// The auth feature's server-only door (React Router keeps .server modules out of the browser).
export {
  enforceForcedRedirect,
  FORCE_PASSWORD_CHANGE_PATH,
  forcedRedirectPath,
  getCustomer,
  requireCustomer,
} from '../../lib/customer.server';
export { loginAction, loginLoader } from './login.server';
