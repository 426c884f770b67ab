export { useAnalytics } from './analytics';
export { needsConsent, PHONE_BAR_ORDER, phoneBar } from './bars';
export { CookieConsentBanner } from './cookie-consent';
export { allowsNonEssential, parseConsent, serializeConsent } from './cookie-consent-value';
export {
  ErrorPage,
  errorContent,
  MAINTENANCE_TITLE,
  pageTitleFor,
  problemTitle,
  statusOf,
  UiFailureBoundary,
  UiFailureFallback,
} from './error-pages';
export { FaultInjection } from './fault-injection';
export { Footer } from './footer';
export { useHeartbeat } from './heartbeat';
export {
  aboutMenu,
  accountDrawerLinks,
  footerLinks,
  type NavItem,
  type NavOffer,
  primaryNavigation,
  type ResolvedLink,
  type RouteType,
  resolveNavigation,
  sitemapSections,
} from './navigation';
export { NavigationProgress } from './navigation-progress';
export { FallbackDescription } from './page-description';
export { pageTitle } from './page-title';
export { samePagePath } from './same-page';
export { CheckoutFrame, MainFrame, SkipLink, StandaloneFrame, showsCondensedFooter } from './shell';
export type { ShellCustomer, ShellData } from './shell.server';
export { BANNER_DISMISSAL_HEAD_SCRIPT } from './sitewide-banner';
export { SupportPhoneLink } from './support-phone';
export { EditingModeBar, TextId } from './text-id';
export {
  interpolate,
  type ShellTexts,
  STOREFRONT_TEXT_CONTEXTS,
  type TextsView,
  textsOf,
  textsOfMatches,
  textsView,
  useTexts,
} from './texts';
export { type ThemeView, TransformThemeError, transformTheme } from './theme';
export { ThemeHead } from './theme-head';
export { useRoutePath, useShellData, useSiteName } from './use-shell';
