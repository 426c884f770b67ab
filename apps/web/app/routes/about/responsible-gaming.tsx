import { Link } from 'react-router';
import { pageTitle, useShellData } from '../../features/shell';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import type { Route } from './+types/responsible-gaming';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Responsible gaming', matches) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.responsibleGambling);
  return null;
}

export default function ResponsibleGaming() {
  const l = useLocale();
  const age = useShellData()?.siteConfig.minRegistrationAge ?? 18;
  return (
    <>
      <h1>Responsible gaming</h1>
      <p>
        Lotteries and raffles should be fun. Play for entertainment, only with money you can afford to lose, and never
        to win back what you have spent. You must be {age} or older to play.
      </p>
      <h2>Tools to stay in control</h2>
      <ul>
        <li>
          <strong>Spend limits:</strong> cap how many {l.words.currencyWord} you spend each day, week or month.
        </li>
        <li>
          <strong>Deposit limits:</strong> cap how much you can add to your account.
        </li>
        <li>
          <strong>Pre-commitment:</strong> decide your budget in advance; we will not let you go past it.
        </li>
        <li>
          <strong>Take a break:</strong> call us and we will pause or close your account.
        </li>
      </ul>
      <p>Lowering a limit takes effect straight away. Raising one takes effect after a cooling-off period.</p>
      <h2>Signs that it may be time to stop</h2>
      <ul>
        <li>Spending more than you planned, or more than you can afford.</li>
        <li>Borrowing money or selling things to play.</li>
        <li>Feeling anxious, guilty or irritable about playing.</li>
        <li>Playing to escape problems or to chase losses.</li>
      </ul>
      <h2>Free, confidential help</h2>
      <p>
        Gambling Help Online offers free support 24 hours a day, 7 days a week: call{' '}
        <a href="tel:1800858858">1800 858 858</a> or visit{' '}
        <a href="https://www.gamblinghelponline.org.au/" target="_blank" rel="noopener noreferrer">
          gamblinghelponline.org.au <span className="visually-hidden">(opens in a new tab)</span>
        </a>
        .
      </p>
      <p>
        You can also <Link to="/about/contact-us">contact our support team</Link> to set limits or close your account.
      </p>
    </>
  );
}
