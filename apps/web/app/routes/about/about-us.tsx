import { Link } from 'react-router';
import { pageTitle, useSiteName } from '../../features/shell';
import { useSellsRecurring } from '../../lib/capabilities';
import type { Route } from './+types/about-us';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('About us', matches) }];

export default function AboutUs() {
  const recurring = useSellsRecurring();
  const siteName = useSiteName();
  return (
    <>
      <h1>About {siteName}</h1>
      <p>
        {siteName} is an online shop for lotto tickets, charity raffle tickets and syndicate shares. We started with a
        simple idea: buying a ticket should be as easy and as safe as buying anything else online, and every draw,
        ticket and prize should be easy to find in one place.
      </p>
      <h2>What we offer</h2>
      <ul>
        <li>
          Tickets in Australia's favourite lotto draws, with systems
          {recurring ? ', quick picks and autoplay' : ' and quick picks'}.
        </li>
        <li>Charity raffles where every ticket supports a cause, with the prize pool shown up front.</li>
        <li>Syndicates, so you can play bigger entries together and share the winnings.</li>
      </ul>
      <h2>How we look after you</h2>
      <p>
        Your tickets are kept in your account and checked for you after every draw. Winnings are paid into your account
        and we tell you as soon as you win. Card details are handled by our payment provider and never stored by us.
      </p>
      <p>
        We take responsible play seriously. You can set spend and deposit limits at any time, and our support team can
        help you take a break. Read more about <Link to="/about/responsible-gaming">responsible gaming</Link>.
      </p>
      <h2>Talk to us</h2>
      <p>
        Questions about a ticket, a prize or your account? <Link to="/about/contact-us">Contact our support team</Link>.
      </p>
    </>
  );
}
