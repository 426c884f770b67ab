import { Link } from 'react-router';
import { AccountFrame } from '../../features/account';
import { useSiteName } from '../../features/shell';
import { PageLink, useCapabilities } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { useLocale } from '../../lib/locale';
import { ButtonLink, buttonClass } from '../../ui/button';
import type { Route } from './+types/overview';

export function meta() {
  return [{ title: 'My account' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const c = await requireCustomer(request, context);
  return {
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    availableFunds: c.availableFunds,
    twoFactorEnabled: c.twoFactor.enabled,
    createdAt: c.createdAt,
    isNewSignup: c.isNewSignup,
  };
}

export default function MyAccountPage({ loaderData: c }: Route.ComponentProps) {
  const caps = useCapabilities();
  const locale = useLocale();
  const siteName = useSiteName();
  // A customer who has just signed up has not been here before (1-platform.md §4: new signup).
  const greeting = c.isNewSignup ? `welcome to ${siteName}.` : 'welcome back.';
  return (
    <AccountFrame title="My account" lead={`Hi ${c.firstname}, ${greeting}`}>
      {c.isNewSignup ? <WelcomePanel /> : null}
      {caps.has('wallet_balance') ? (
        <section className="account-section card" aria-labelledby="funds-heading">
          <h2 id="funds-heading">Available funds</h2>
          <p className="account-balance">{locale.money(c.availableFunds)}</p>
          <PageLink route="/my-account/deposit">Deposit funds</PageLink>
        </section>
      ) : null}
      <section className="account-section" aria-labelledby="manage-heading">
        <h2 id="manage-heading">Manage your account</h2>
        <div className="account-tiles">
          <Link to="/my-account/my-details" className="account-tile card">
            <strong>My details</strong>
            {c.firstname} {c.lastname}, {c.email}
          </Link>
          <Link to="/my-account/login-and-security" className="account-tile card">
            <strong>Login and security</strong>
            Password and two factor authentication ({c.twoFactorEnabled ? 'on' : 'off'})
          </Link>
          {caps.has('notification_settings') ? (
            <Link to="/communication-preferences" className="account-tile card">
              <strong>Communication preferences</strong>
              Choose how we contact you
            </Link>
          ) : null}
          <PageLink route="/my-account/upcoming-tickets/:page?" className="account-tile card">
            <strong>My tickets</strong>
            Your upcoming and past tickets
          </PageLink>
        </div>
      </section>
    </AccountFrame>
  );
}

/** A new customer's next step: play, or put money in the wallet first (issue 23: no dead end at $0.00). */
function WelcomePanel() {
  const caps = useCapabilities();
  const play = caps.has('commercial_lotteries')
    ? '/lotto-tickets'
    : caps.has('charity_lotteries')
      ? '/charity-tickets'
      : '/';
  return (
    <section className="account-section account-welcome card" aria-labelledby="welcome-heading">
      <h2 id="welcome-heading">Your account is ready</h2>
      <p>Pick your numbers and buy your first ticket, or add funds to your wallet to play faster at checkout.</p>
      <div className="account-welcome-actions">
        <ButtonLink to={play} variant="primary">
          Play now
        </ButtonLink>
        <PageLink route="/my-account/deposit" className={buttonClass({ variant: 'secondary' })}>
          Deposit
        </PageLink>
      </div>
    </section>
  );
}
