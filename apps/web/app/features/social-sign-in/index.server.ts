// Sign in with Apple and Google on the pages (decision 403): the server-only door.
export { socialLinksAction, socialLinksOf } from './social-links.server';
export { socialSignInOf } from './social-sign-in.server';
