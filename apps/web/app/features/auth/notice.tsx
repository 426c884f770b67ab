import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type LoginNotice, loginNotices } from '../../lib/redirect';
import { useToasts } from '../../ui/toasts';
import { loginNoticeTexts } from './notice-texts';

/**
 * The sign-out and unauthorised notices of 1-platform.md §4, carried to the next page as
 * `?notice=` (a redirect cannot carry a toast), shown as a toast, then dropped from the address.
 */
export function SignInNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const { notify } = useToasts();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const notice = params.get('notice');
    if (!notice || !(loginNotices as readonly string[]).includes(notice)) return;
    const text = loginNoticeTexts[notice as LoginNotice];
    notify({ id: `notice-${notice}`, ...text, isAutoDismissed: notice !== 'unauthorised' });
    params.delete('notice');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, notify]);
  return null;
}
