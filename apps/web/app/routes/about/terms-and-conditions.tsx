import { AEST_NOTE } from '@drawline/contracts';
import { Link } from 'react-router';
import { pageTitle, useShellData } from '../../features/shell';
import { useSellsRecurring } from '../../lib/capabilities';
import type { Route } from './+types/terms-and-conditions';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Terms and conditions', matches) }];

export default function TermsAndConditions() {
  const recurring = useSellsRecurring();
  const config = useShellData()?.siteConfig;
  const siteName = config?.siteName ?? 'Drawline';
  const age = config?.minRegistrationAge ?? 18;
  return (
    <>
      <h1>Terms and conditions</h1>
      <p>
        These terms apply when you open an account with {siteName} and buy tickets, raffle tickets or syndicate shares.
        Each game also has its own rules, linked from its page; where they differ, the game rules apply to that game.
      </p>
      <h2>1. Your account</h2>
      <ul>
        <li>You must be {age} or older, and you may hold one account only.</li>
        <li>Keep your login details safe; you are responsible for activity on your account.</li>
        <li>We may ask you to verify your identity, and may hold withdrawals until you do.</li>
      </ul>
      <h2>2. Buying tickets</h2>
      <ul>
        <li>A ticket is bought once your payment succeeds and we show a receipt.</li>
        <li>Sales close before each draw at the time shown on the game page. {AEST_NOTE}.</li>
        <li>Raffle tickets are limited; when a draw sells out, no more tickets are sold for it.</li>
        {recurring ? <li>Autoplay and subscriptions buy tickets for you until you pause or cancel them.</li> : null}
      </ul>
      <h2>3. Prizes</h2>
      <ul>
        <li>Results come from the official draw. We check your tickets and pay prizes into your account.</li>
        <li>Syndicate prizes are shared equally between the shares of the syndicate.</li>
        <li>Large prizes may be paid directly by the lottery operator; we will contact you.</li>
      </ul>
      <h2>4. Limits and responsible play</h2>
      <p>
        You can set spend, deposit and pre-commitment limits at any time. We enforce them on every purchase. See{' '}
        <Link to="/about/responsible-gaming">responsible gaming</Link>.
      </p>
      <h2>5. Refunds</h2>
      <p>
        Tickets cannot be returned once bought, unless a draw is cancelled, in which case we refund the ticket price to
        your account.
      </p>
      <h2>6. Changes to these terms</h2>
      <p>We may change these terms; we will tell you before a change affects tickets you have already bought.</p>
      <h2>7. Contact</h2>
      <p>
        Questions about these terms? <Link to="/about/contact-us">Contact us</Link>.
      </p>
    </>
  );
}
