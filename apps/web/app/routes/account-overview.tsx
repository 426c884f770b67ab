import { Link } from 'react-router';
import { AccountFrame } from '../features/account/account-frame';
import { requireCustomer } from '../features/auth/sign-in.server';
import { useCapabilities } from '../features/capabilities';
import { useLocale } from '../features/locale';
import type { Route } from './+types/account-overview';

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
  };
}

export default function MyAccountPage({ loaderData: c }: Route.ComponentProps) {
  const caps = useCapabilities();
  const locale = useLocale();
  return (
    <AccountFrame title="My account" lead={`Hi ${c.firstname}, welcome back.`}>
      {caps.has('wallet_balance') ? (
        <section className="account-section card" aria-labelledby="funds-heading">
          <h2 id="funds-heading">Available funds</h2>
          <p className="account-balance">{locale.money(c.availableFunds)}</p>
          {caps.has('wallet_deposit') ? <Link to="/my-account/deposit">Deposit funds</Link> : null}
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
          {caps.has('viewing_orders') ? (
            <Link to="/my-account/upcoming-tickets" className="account-tile card">
              <strong>My tickets</strong>
              Your upcoming and past tickets
            </Link>
          ) : null}
        </div>
      </section>
    </AccountFrame>
  );
}
