import type { CapabilityName } from '@drawline/contracts';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { LogoutForm } from '../../ui/logout-form';
import { useCapabilities } from '../capabilities';
import './account.css';

interface AccountLink {
  to: string;
  label: string;
  /** Shown only when the segment has this capability. */
  need?: CapabilityName;
}

const accountLinks: AccountLink[] = [
  { to: '/my-account', label: 'Overview' },
  { to: '/my-account/upcoming-tickets', label: 'My tickets', need: 'viewing_orders' },
  { to: '/my-account/deposit', label: 'Deposit', need: 'wallet_deposit' },
  { to: '/my-account/my-details', label: 'My details' },
  { to: '/my-account/login-and-security', label: 'Login and security' },
  { to: '/communication-preferences', label: 'Communication preferences', need: 'notification_settings' },
  { to: '/close-my-account', label: 'Close my account', need: 'customer_deactivate' },
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
          {accountLinks
            .filter((l) => !l.need || caps.has(l.need))
            .map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end>
                  {l.label}
                </NavLink>
              </li>
            ))}
          <li>
            <LogoutForm look="link" />
          </li>
        </ul>
      </nav>
    </div>
  );
}
