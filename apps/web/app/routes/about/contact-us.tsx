import { Link } from 'react-router';
import { loadContactPage } from '../../features/cms-pages/index.server';
import { pageTitle, SupportPhoneLink, useShellData } from '../../features/shell';
import { Icon } from '../../ui/icons';
import type { Route } from './+types/contact-us';

/** The CMS's contact page words (a content editor's), or null for the page's own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { contact: await loadContactPage(request, context) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(loaderData?.contact?.title || 'Contact us', matches) },
];

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const config = useShellData()?.siteConfig;
  if (!config) return null;
  const { contact } = loaderData;
  return (
    <>
      <h1>{contact?.title || 'Contact us'}</h1>
      <p>
        Our customer support team in Australia can help with tickets, prizes, payments and your account. Have your email
        address handy so we can find your account quickly.
      </p>
      {contact?.bodyHtml ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (decision 411)
        <div className="contact-words" dangerouslySetInnerHTML={{ __html: contact.bodyHtml }} />
      ) : null}
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
