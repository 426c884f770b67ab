import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { isBuilt, type LinkRule, type PageRoute, pathTo, useCapabilities } from '../../lib/capabilities';
import { LogoutForm } from '../../ui/logout-form';
import './account.css';

/** The my-account menu; an entry shows when its page's need is met (pageNeeds in lib/capabilities). */
export const accountMenu: readonly (LinkRule & { route: PageRoute; label: string })[] = [
  { route: '/my-account', label: 'Overview' },
  { route: '/my-account/upcoming-tickets/:page?', label: 'My tickets' },
  { route: '/my-account/lotto-party/:page?', label: 'Lotto party' },
  { route: '/my-account/transactions/:page?', label: 'Transactions' },
  { route: '/my-account/autoplay/:page?', label: 'AutoPlay' },
  { route: '/my-account/subscriptions/:page?', label: 'Subscriptions' },
  { route: '/my-account/recurring-purchases/:page?', label: 'Recurring purchases' },
  { route: '/my-account/recurring-purchase-method', label: 'Paying for recurring purchases' },
  { route: '/my-account/notifications', label: 'Messages' },
  { route: '/my-account/deposit', label: 'Deposit' },
  { route: '/my-account/withdraw', label: 'Withdraw' },
  { route: '/my-account/cards-and-accounts', label: 'Cards and accounts' },
  { route: '/my-account/spend-limits', label: 'Spend limits' },
  { route: '/my-account/precommitment-limit', label: 'Pre-commitment limit' },
  { route: '/my-account/activity-statement', label: 'Activity statement' },
  { route: '/my-account/my-details', label: 'My details' },
  { route: '/my-account/login-and-security', label: 'Login and security' },
  { route: '/my-account/favourite-numbers', label: 'Favourite numbers' },
  { route: '/my-account/verify-account', label: 'Verify account' },
  {
    route: '/communication-preferences',
    label: 'Communication preferences',
  },
  { route: '/close-my-account', label: 'Close my account' },
];

/** The my-account pages: their heading, the account menu beside them (below on a phone), and the page. */
export function AccountFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const caps = useCapabilities();
  return (
    <div className="account-frame">
      <div className="account-content">
        <h1>{title}</h1>
        {lead ? <p className="account-lead">{lead}</p> : null}
        {children}
      </div>
      <nav className="account-nav" aria-label="My account">
        <ul>
          {accountMenu.map((l) =>
            isBuilt(l.route) && caps.shows(l) ? (
              <li key={l.route}>
                <NavLink to={pathTo(l.route)} end>
                  {l.label}
                </NavLink>
              </li>
            ) : null,
          )}
          <li>
            <LogoutForm look="link" />
          </li>
        </ul>
      </nav>
    </div>
  );
}
