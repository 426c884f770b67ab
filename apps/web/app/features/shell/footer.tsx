/**
 * The footer (3-account.md Footer): results and play links per offer (two columns when there are
 * more than 5 offers), the help and legal links gated by capability, the payment marks, the
 * support line, the locale choice and the AEST note. `condensed` is the checkout layout's version.
 */
import { AEST_NOTE, aestMonth } from '@drawline/contracts';
import { Link, useLocation } from 'react-router';
import { useCapabilities } from '../../lib/capabilities';
import { clock } from '../../lib/clock';
import { useLocale, wording } from '../../lib/locale';
import { Icon } from '../../ui/icons';
import { FeedbackWidget } from '../feedback';
import { footerLinks, resolveNavigation } from './navigation';
import { PaymentMarks } from './payment-marks';
import type { ShellData } from './shell.server';
import { SupportPhoneLink } from './support-phone';
import { TextId } from './text-id';
import { textsView } from './texts';

const TWO_COLUMNS_AFTER = 5;

function LegalLinks({ data }: { data: ShellData }) {
  const caps = useCapabilities();
  const links = resolveNavigation(footerLinks, caps.have, data.offers, data.navigationLabels.footer, data.routePaths);
  return (
    <ul className="footer-links">
      {links.map((l) =>
        l.external ? (
          <li key={l.key}>
            <a href={l.href} target="_blank" rel="noopener noreferrer">
              {l.label}
              <Icon name="external" label="(opens in a new tab)" />
            </a>
          </li>
        ) : (
          <li key={l.key}>
            <Link to={l.href ?? '/'}>{l.label}</Link>
          </li>
        ),
      )}
    </ul>
  );
}

function LocaleChoice() {
  const { locale } = useLocale();
  const location = useLocation();
  return (
    <form method="post" action="/locale" className="locale-choice">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor="footer-locale">Region</label>
      <select id="footer-locale" name="locale" defaultValue={locale} key={locale}>
        <option value="en-AU">{wording['en-AU'].regionName}</option>
        <option value="en-GB">{wording['en-GB'].regionName}</option>
      </select>
      <button type="submit" className="button button--secondary button--small">
        Change
      </button>
    </form>
  );
}

export function Footer({ data, condensed = false }: { data: ShellData; condensed?: boolean }) {
  const { siteConfig } = data;
  const { year } = aestMonth(clock.now());
  // The CMS's responsible-play line of the visitor's locale, {{minAge}} filled (decision 463).
  const responsible = textsView(data.texts).inlineHtml('common.play_responsibly', {
    minAge: String(siteConfig.minRegistrationAge),
  });
  if (condensed) {
    return (
      <footer className="site-footer site-footer--condensed">
        <div className="container">
          <LegalLinks data={data} />
          <PaymentMarks methods={siteConfig.supportedPaymentMethods} />
          <p className="footer-note">{AEST_NOTE}</p>
        </div>
      </footer>
    );
  }
  const offers = data.offers;
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          {offers.length > 0 ? (
            <section className="footer-offers" aria-labelledby="footer-offers-heading">
              <h2 id="footer-offers-heading" className="footer-heading">
                Play and results
              </h2>
              <ul className={offers.length > TWO_COLUMNS_AFTER ? 'footer-offer-list two-columns' : 'footer-offer-list'}>
                {offers.map((o) => (
                  <li key={o.key} className="footer-offer">
                    <Link to={`/${o.url}`} className="footer-offer-name">
                      {o.name}
                    </Link>
                    <Link to={`/${o.url}/results`} className="footer-offer-results">
                      <span className="visually-hidden">{o.name} </span>Results
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="footer-help-heading">
            <h2 id="footer-help-heading" className="footer-heading">
              Help and information
            </h2>
            <LegalLinks data={data} />
          </section>
          <section aria-labelledby="footer-support-heading" className="footer-support">
            <h2 id="footer-support-heading" className="footer-heading">
              Customer support
            </h2>
            {siteConfig.supportNumber ? (
              <p className="footer-phone">
                <Icon name="phone" />
                <SupportPhoneLink number={siteConfig.supportNumber} />
              </p>
            ) : null}
            <p className="footer-hours">{siteConfig.supportOpeningHours}</p>
            <LocaleChoice />
            <FeedbackWidget signedIn={Boolean(data.customer)} socialAccountUrls={siteConfig.socialAccountUrls} />
          </section>
        </div>
        <div className="footer-bottom">
          <PaymentMarks methods={siteConfig.supportedPaymentMethods} />
          <p className="footer-note">{AEST_NOTE}</p>
          <p className="footer-responsible">
            <Icon name="shield" />{' '}
            {responsible ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised markdown (decision 411), values escaped
              <span dangerouslySetInnerHTML={{ __html: responsible }} />
            ) : (
              `You must be ${siteConfig.minRegistrationAge}+ to play. Gamble responsibly.`
            )}
            <TextId id="common.play_responsibly" />
          </p>
          <p className="footer-copyright">
            © {year} {siteConfig.siteName}
          </p>
        </div>
      </div>
    </footer>
  );
}
