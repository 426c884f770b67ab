import { Link } from 'react-router';
import { pageTitle, useSiteName } from '../../features/shell';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Privacy policy', matches) }];

export default function Privacy() {
  const siteName = useSiteName();
  return (
    <>
      <h1>Privacy policy</h1>
      <p>
        This policy explains what personal information {siteName} collects, why, and how we look after it, in line with
        the Australian Privacy Principles.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Your name, date of birth, address, email and phone number when you open an account.</li>
        <li>Identity documents or details when we verify your identity, as the law requires of us.</li>
        <li>Your tickets, payments, prizes, limits and the messages you send us.</li>
        <li>How you use the site: pages visited and the device and browser you use.</li>
      </ul>
      <h2>Why we collect it</h2>
      <ul>
        <li>To sell you tickets, enter them in draws and pay your prizes.</li>
        <li>To confirm your age and identity and prevent fraud.</li>
        <li>To keep your limits and help you play responsibly.</li>
        <li>To tell you about draws and offers, only if you have agreed to hear from us.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        We share only what is needed with lottery operators (to enter your tickets), payment providers, identity
        verification services and authorities where the law requires it. We never sell your personal information.
      </p>
      <h2>Keeping it safe</h2>
      <p>
        Your information is stored securely and encrypted in transit. Card details are held by our payment provider, not
        by us.
      </p>
      <h2>Your choices</h2>
      <p>
        You can see and correct your details in My account, change your communication preferences at any time, and ask
        us for a copy of the information we hold. Cookies are explained in our{' '}
        <Link to="/about/cookie-policy">cookie policy</Link>.
      </p>
      <h2>Questions or complaints</h2>
      <p>
        <Link to="/about/contact-us">Contact us</Link>. If you are not satisfied with our answer you may complain to the
        Office of the Australian Information Commissioner.
      </p>
    </>
  );
}
