/**
 * The page frames the layouts render (1-platform.md §2 layouts). Each gives one <main id="main">;
 * pages render their content only (no <main> of their own) inside `.container` spacing.
 *   <MainFrame data={data}>…</MainFrame>        nav bar, drawers, banners, footer, cookie consent
 *   <CheckoutFrame data={data} condensedFooter> condensed header, optional condensed footer
 *   <StandaloneFrame siteName>                  logo only
 */
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons';
import { FeedbackBanner } from '../feedback';
import { needsConsent, phoneBar } from './bars';
import { CookieConsentBanner } from './cookie-consent';
import { Footer } from './footer';
import { Header } from './header';
import { Logo } from './logo';
import type { ShellData } from './shell.server';
import { SitewideBanner } from './sitewide-banner';
import { EditingModeBar } from './text-id';

export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Skip to main content
    </a>
  );
}

function Main({ children, flush }: { children: ReactNode; flush?: boolean }) {
  return (
    <main id="main" tabIndex={-1} className={flush ? 'page-main page-main--flush' : 'page-main'}>
      {children}
    </main>
  );
}

export function MainFrame({
  data,
  children,
  flush,
  confirmation = false,
  country = false,
}: {
  data: ShellData;
  children: ReactNode;
  flush?: boolean;
  /** The address or email confirmation banner is among the children. */
  confirmation?: boolean;
  /** The banned country notice is among the children (features/account CountryNotice). */
  country?: boolean;
}) {
  // Styles show only this bar on a phone (styles/shell.css, docs/decisions/305).
  const bar = phoneBar({
    'cookie-consent': needsConsent(data),
    country,
    confirmation,
    sitewide: Boolean(data.banner),
  });
  return (
    <div className="page" data-phone-bar={bar ?? undefined}>
      <SkipLink />
      <EditingModeBar />
      <SitewideBanner text={data.banner} styleNonce={data.styleNonce} />
      <Header data={data} />
      <Main flush={flush}>{children}</Main>
      <Footer data={data} />
      {/* After the footer: it appears once scripts run, and there it moves nothing on the page (CLS 0). */}
      <FeedbackBanner
        variant={data.components?.customerFeedbackBanner ?? null}
        siteName={data.siteConfig.siteName}
        signedIn={Boolean(data.customer)}
        socialAccountUrls={data.siteConfig.socialAccountUrls}
      />
      {needsConsent(data) ? <CookieConsentBanner /> : null}
    </div>
  );
}

export function CheckoutFrame({
  data,
  children,
  condensedFooter,
}: {
  data: ShellData;
  children: ReactNode;
  condensedFooter: boolean;
}) {
  return (
    <div className="page page--checkout">
      <SkipLink />
      <header className="site-header on-brand">
        <div className="container site-header-bar">
          <Logo siteName={data.siteConfig.siteName} navbarLogo={data.theme?.navbarLogo} />
          <p className="checkout-secure">
            <Icon name="lock" /> Secure checkout
          </p>
        </div>
      </header>
      <Main>{children}</Main>
      {condensedFooter ? <Footer data={data} condensed /> : null}
      {needsConsent(data) ? <CookieConsentBanner /> : null}
    </div>
  );
}

export function StandaloneFrame({
  siteName,
  navbarLogo,
  children,
}: {
  siteName: string;
  /** The theme's header logo (decision 462); none where the root's data is missing (its error page). */
  navbarLogo?: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div className="page page--standalone">
      <SkipLink />
      <header className="site-header on-brand">
        <div className="container site-header-bar">
          <Logo siteName={siteName} navbarLogo={navbarLogo} />
        </div>
      </header>
      <Main>{children}</Main>
    </div>
  );
}

const LOGIN_AND_REGISTER = /^\/(checkout\/login|login|signup|register)(\/|$)/i;

/** The checkout layout's condensed footer: when the cart has items, or for a guest on login/register. */
export function showsCondensedFooter(input: { cartCount: number; signedIn: boolean; pathname: string }): boolean {
  return input.cartCount > 0 || (!input.signedIn && LOGIN_AND_REGISTER.test(input.pathname));
}
