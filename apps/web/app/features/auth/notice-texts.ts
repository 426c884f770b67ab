import { apiMessages } from '../../lib/api';
import type { LoginNotice } from '../../lib/redirect';

/**
 * The texts of the sign-in notices (1-platform.md §4). Apart from the sign-in form, so the toast
 * every page may show does not bring the form, its fields and the two-factor step into every page.
 */
export const loginNoticeTexts: Record<
  LoginNotice,
  { title: string; message: string; icon: 'error' | 'info' | 'success' }
> = {
  unauthorised: { title: apiMessages.unauthorisedTitle, message: apiMessages.unauthorised, icon: 'error' },
  'signed-out': { title: 'Logged out', message: 'You have been logged out. See you next time.', icon: 'info' },
  'password-reset': {
    title: 'Password changed',
    message: 'Your new password is set. Log in with it to continue.',
    icon: 'success',
  },
  'autologin-failed': {
    title: 'Automatic login failed',
    message: 'This login link has expired or was already used. Please log in.',
    icon: 'error',
  },
};
