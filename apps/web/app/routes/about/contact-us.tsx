import { Link } from 'react-router';
import { pageTitle, SupportPhoneLink, useShellData } from '../../features/shell';
import { Icon } from '../../ui/icons';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Contact us', matches) }];

export default function ContactUs() {
  const config = useShellData()?.siteConfig;
  if (!config) return null;
  return (
    <>
      <h1>Contact us</h1>
      <p>
        Our customer support team in Australia can help with tickets, prizes, payments and your account. Have your email
        address handy so we can find your account quickly.
      </p>
      <div className="contact-cards">
        {config.supportNumber ? (
          <section className="contact-card" aria-labelledby="contact-phone">
            <h2 id="contact-phone">
              <Icon name="phone" /> Call us
            </h2>
            <p className="big">
              <SupportPhoneLink number={config.supportNumber} />
            </p>
            <p>{config.supportOpeningHours}</p>
          </section>
        ) : null}
        <section className="contact-card" aria-labelledby="contact-hours">
          <h2 id="contact-hours">
            <Icon name="clock" /> Opening hours
          </h2>
          <ul>
            {config.supportOpeningHoursList.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <h2>Before you call</h2>
      <ul>
        <li>
          Many answers are in our <Link to="/about/faq">frequently asked questions</Link>.
        </li>
        <li>Your tickets, results and transactions are always in My account.</li>
        <li>
          If gambling is causing you harm, call Gambling Help Online on <a href="tel:1800858858">1800 858 858</a>, any
          time of day or night.
        </li>
      </ul>
    </>
  );
}
