import type { Customer } from '@drawline/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { ApiError } from './api';
import { apiSession } from './api-session.server';
import { loginPath, pathOf, REDIRECT_PARAM } from './redirect';

export const FORCE_PASSWORD_CHANGE_PATH = '/force-password-change';
export const UPGRADE_ACCOUNT_PATH = '/my-account/upgrade-account';
/** Pages a customer flagged forcePasswordChange may still open. */
const FORCED_CHANGE_ALLOWED = new Set([FORCE_PASSWORD_CHANGE_PATH, '/logout']);
/** Pages a customer who must upgrade the account may still open (decision 469). */
const UPGRADE_ALLOWED = new Set([UPGRADE_ACCOUNT_PATH, '/logout']);

const customers = new WeakMap<object, { afterChanges: number; customer: Promise<Customer | null> }>();

/**
 * The signed-in customer (GET /customer), or null for a visitor or a session that could not be
 * renewed. Once per request (the root and the page loaders share it), and once more after each
 * call of the request that may have changed them: a form posted without scripts renders the
 * page's loaders after its action, in the same request, and they show the customer as saved.
 */
export function getCustomer(request: Request, context: AppLoadContext): Promise<Customer | null> {
  const session = apiSession(request, context);
  const known = customers.get(context);
  if (known && known.afterChanges === session.changes()) return known.customer;
  const pending = session.hasSession()
    ? session.platform
        .customer()
        .then((customer): Customer | null => customer)
        .catch((error: unknown) => {
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
            // Stale tokens would make every page try (and fail) to renew them again.
            session.clearTokens();
            return null;
          }
          throw error;
        })
    : Promise.resolve(null);
  customers.set(context, { afterChanges: session.changes(), customer: pending });
  return pending;
}

/**
 * The forced redirects of 1-platform.md §2: a customer who must change the password goes there
 * first; one who must upgrade the account (decision 469) to the upgrade page, which brings them back.
 */
export function forcedRedirectPath(
  customer: { forcePasswordChange?: boolean; accountUpgrade?: boolean } | null,
  pathname: string,
) {
  const path = pathname.toLowerCase();
  if (customer?.forcePasswordChange && !FORCED_CHANGE_ALLOWED.has(path)) return FORCE_PASSWORD_CHANGE_PATH;
  if (customer?.accountUpgrade && !UPGRADE_ALLOWED.has(path)) {
    return `${UPGRADE_ACCOUNT_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: pathname })}`;
  }
  return null;
}

/** Throws the forced redirect when one applies to this page. */
export async function enforceForcedRedirect(request: Request, context: AppLoadContext): Promise<void> {
  const session = apiSession(request, context);
  if (!session.hasSession()) return;
  const target = forcedRedirectPath(await getCustomer(request, context), new URL(request.url).pathname);
  if (target) throw redirect(target, { headers: session.headers() });
}

/**
 * For auth pages: the customer, or a redirect to login that comes back here afterwards. A session
 * that existed but could not be renewed shows the unauthorised notice on the login page.
 */
export async function requireCustomer(
  request: Request,
  context: AppLoadContext,
  options: { loginBase?: string } = {},
): Promise<Customer> {
  const session = apiSession(request, context);
  const hadSession = session.hasSession();
  const customer = await getCustomer(request, context);
  if (!customer) {
    const notice: Record<string, string> = hadSession ? { notice: 'unauthorised' } : {};
    throw redirect(loginPath(pathOf(request), notice, options.loginBase), { headers: session.headers() });
  }
  const forced = forcedRedirectPath(customer, new URL(request.url).pathname);
  if (forced) throw redirect(forced, { headers: session.headers() });
  return customer;
}
