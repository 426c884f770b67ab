import { Link } from 'react-router';
import { loadAccountVerification } from '../../features/account/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/account-verification';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Account verification', matches) }];
}

/** /account-verification: the public landing for ID verification (decision 440). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountVerification(request, context);
}

export default function AccountVerificationPage({ loaderData }: Route.ComponentProps) {
  const { signedIn, isVerified, loginPath } = loaderData;
  return (
    <div className="container stack">
      <h1>Account verification</h1>
      <p>
        Australian law asks lottery shops to confirm who their customers are and that they are 18 or over. We check your
        identity once, with your driver licence, before you withdraw your winnings. We keep only the outcome, never your
        licence number.
      </p>
      {isVerified ? (
        <p className="notice notice--success" role="status">
          Your identity is verified. Nothing more to do.
        </p>
      ) : signedIn ? (
        <p>
          <Link className="button button--primary" to="/my-account/verify-account">
            Verify my account
          </Link>
        </p>
      ) : (
        <p>
          <Link className="button button--primary" to={loginPath}>
            Log in to verify your account
          </Link>
        </p>
      )}
    </div>
  );
}
