import { Link } from 'react-router';
import { pageTitle, useShellData } from '../../features/shell';
import { useLocale } from '../../lib/locale';
import { Accordion } from '../../ui/accordion';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Frequently asked questions', matches) }];

export default function Faq() {
  const shell = useShellData();
  const l = useLocale();
  const age = shell?.siteConfig.minRegistrationAge ?? 18;
  const support = shell?.siteConfig.supportNumber;
  return (
    <>
      <h1>Frequently asked questions</h1>
      <h2>Your account</h2>
      <Accordion title="Who can open an account?">
        <p>
          You must be {age} or older and live where our products may be sold to you. We may ask you to verify your
          identity before you can withdraw winnings.
        </p>
      </Accordion>
      <Accordion title="I forgot my password. What do I do?">
        <p>
          Choose <Link to="/forgot-password">Forgot password</Link> on the login page and we will email you a link to
          set a new one.
        </p>
      </Accordion>
      <Accordion title="How do I close my account?">
        <p>
          You can close your account from My account, or call us and we will do it for you. Any funds you hold are
          returned to you first.
        </p>
      </Accordion>
      <h2>Tickets and draws</h2>
      <Accordion title="When do ticket sales close?">
        <p>
          Sales for each draw close shortly before the draw. The closing time is shown on every game page, in Australian
          Eastern Standard Time.
        </p>
      </Accordion>
      <Accordion title="How do I know if I have won?">
        <p>
          We check every ticket for you after the draw and email you when you win. You can also see your results any
          time in My account or on the <Link to="/lotto-results">results page</Link>.
        </p>
      </Accordion>
      <Accordion title="What is a syndicate?">
        <p>
          A syndicate is a group of players who share a bigger entry. You buy one or more shares and any prize the
          syndicate wins is split between the shares.
        </p>
      </Accordion>
      <h2>Payments and prizes</h2>
      <Accordion title="How do I pay?">
        <p>
          Pay by card, PayPal, Apple Pay or Google Pay at checkout, or from the funds in your account. All amounts are
          shown in {l.words.currencyName}.
        </p>
      </Accordion>
      <Accordion title="How are prizes paid?">
        <p>
          Prizes are paid into your account after the draw is settled. You can play on with them or withdraw them to
          your bank account.
        </p>
      </Accordion>
      <h2>Still need help?</h2>
      <p>
        Call us{support ? ` on ${support}` : ''} or see the other ways to <Link to="/about/contact-us">contact us</Link>
        .
      </p>
    </>
  );
}
