import { ButtonLink } from '../../ui/button';
import '../../features/account/account.css';

export function meta() {
  return [{ title: 'Account closed' }];
}

export default function AccountClosedPage() {
  return (
    <div className="card stack confirm-page">
      <h1>Your account is closed</h1>
      <p role="status">
        You have been logged out everywhere. Tickets you already bought stay in their draws and any prizes are still
        paid to you.
      </p>
      <p>If you change your mind, contact support.</p>
      <ButtonLink to="/" variant="primary">
        Go to the home page
      </ButtonLink>
    </div>
  );
}
