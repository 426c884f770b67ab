// The two-factor feature's server-only door (React Router keeps .server modules out of the browser).
export { type Elevated, promptFromForm, twoFactorAnswer, withElevation } from './two-factor.server';
