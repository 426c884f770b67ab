import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { isBuilt, type LinkRule, type PageRoute, pathTo, routeNeeds, useCapabilities } from '../../lib/capabilities';
import { LogoutForm } from '../../ui/logout-form';
import './account.css';

/** The my-account menu; which entries show is showsLink's decision (features/capabilities/pages.ts). */
export const accountMenu: readonly (LinkRule & { route: PageRoute; label: string })[] = [
  { route: '/my-account', label: 'Overview' },
  { route: '/my-account/upcoming-tickets/:page?', label: 'My tickets', need: routeNeeds.viewingOrders },
  { route: '/my-account/transactions/:page?', label: 'Transactions', need: routeNeeds.transactions },
  { route: '/my-account/deposit', label: 'Deposit', need: routeNeeds.walletDeposit },
  { route: '/my-account/withdraw', label: 'Withdraw', need: routeNeeds.withdraw },
  { route: '/my-account/spend-limits', label: 'Spend limits', need: routeNeeds.spendLimits },
  { route: '/my-account/precommitment-limit', label: 'Pre-commitment limit', need: routeNeeds.precommitmentLimit },
  { route: '/my-account/activity-statement', label: 'Activity statement' },
  { route: '/my-account/my-details', label: 'My details' },
  { route: '/my-account/login-and-security', label: 'Login and security' },
  {
    route: '/communication-preferences',
    label: 'Communication preferences',
    need: routeNeeds.communicationPreferences,
  },
  { route: '/close-my-account', label: 'Close my account', need: routeNeeds.closeAccount },
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
