import { type ReactNode, useEffect, useRef } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { SignInNotice } from './features/auth';
import {
  BANNER_DISMISSAL_HEAD_SCRIPT,
  ErrorPage,
  FallbackDescription,
  NavigationProgress,
  needsConsent,
  pageTitleFor,
  type ShellData,
  StandaloneFrame,
  statusOf,
  ThemeHead,
  useAnalytics,
  useHeartbeat,
} from './features/shell';
import { loadShell } from './features/shell/index.server';
import { apiSession } from './lib/api-session.server';
import { forcedRedirectPath } from './lib/customer.server';
import { ZOD_JITLESS_HEAD_SCRIPT } from './lib/zod-in-the-browser';
import { IconSprite } from './ui/icons';
import { ToastProvider, ToastRegion, useToasts } from './ui/toasts';
import './styles/app.css';

/** Everything the shell needs, once per document (features/shell/shell.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shell = await loadShell(request, context);
  // A customer who must change the password goes there first (1-platform.md §2 forced redirects).
  const forced = forcedRedirectPath(shell.customer, new URL(request.url).pathname);
  if (forced) throw redirect(forced, { headers: apiSession(request, context).headers() });
  // Cookies the API set while loading (a renewed session) go on with the page.
  return data(shell, { headers: apiSession(request, context).headers() });
}

/** The shop's description: the home page's, and any page's that gives none of its own. */
const siteDescription = (siteName: string) =>
  `Buy official lotto tickets, charity raffle tickets and syndicate shares online with ${siteName}.`;

export function meta({ data, error }: Route.MetaArgs) {
  const siteName = data?.siteConfig.siteName ?? 'Drawline';
  if (error) return [{ title: pageTitleFor(statusOf(error), siteName) }];
  return [
    { title: `${siteName} | Lotto, charity raffles and syndicates online` },
    { name: 'description', content: siteDescription(siteName) },
  ];
}

/** The layouts whose frame ends with the cookie consent banner (features/shell/shell.tsx). */
const FRAMES_WITH_CONSENT = new Set(['layouts/main', 'layouts/checkout']);

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  const nonce = shell?.nonce;
  const framed = useMatches().some((m) => FRAMES_WITH_CONSENT.has(m.id));
  const consentBanner = Boolean(shell && framed && needsConsent(shell));
  return (
    <html lang={shell?.locale ?? 'en-AU'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first frame waits until the cookie consent (the page's last part) is parsed, or the document
            ends: without it Chromium may paint the page in two frames and the banner's text lands in the
            second, late LCP (decision 284). Only when the banner is in the page: else the browser warns. */}
        {consentBanner ? <link rel="expect" href="#cookie-consent-heading" blocking="render" /> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our fixed script, allowed by nonce or hash (decision 281) */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BANNER_DISMISSAL_HEAD_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our fixed script, allowed by nonce or hash (decision 281) */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_HEAD_SCRIPT }} />
        {/* The links first: a route's own stylesheet from its meta (a raffle's) then comes after the shop's. */}
        <Links />
        {/* The CMS theme after the stylesheets, so its custom properties win (decision 462). */}
        <ThemeHead theme={shell?.theme ?? null} styleNonce={shell?.styleNonce} />
        <Meta />
        <FallbackDescription content={siteDescription(shell?.siteConfig.siteName ?? 'Drawline')} />
      </head>
      <body>
        <IconSprite />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Notifications are cleared when the login state changes (1-platform.md §4). */
function ClearToastsOnLoginChange({ customerId }: { customerId: string | null }) {
  const { clear } = useToasts();
  const previous = useRef(customerId);
  useEffect(() => {
    if (previous.current !== customerId) clear();
    previous.current = customerId;
  }, [customerId, clear]);
  return null;
}

/** Marks the document once React runs in the page, so styles and browser tests can tell. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/**
 * The first document's stylesheets came inline (lib/inline-stylesheets.server.ts); once a page that
 * needed one is left (React removed its link), its inline copy goes too, as the link's sheet would.
 */
function useDropLeftInlineStyles() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each navigation's links are in place
  useEffect(() => {
    for (const style of document.head.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
      const href = style.dataset.href ?? '';
      const linked = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
        (link) => link.getAttribute('href') === href,
      );
      if (!linked) style.remove();
    }
  }, [location.pathname]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydratedMarker();
  useDropLeftInlineStyles();
  useHeartbeat(loaderData.heartbeatActiveTimeoutSeconds);
  useAnalytics({ consent: loaderData.cookieConsent, customerId: loaderData.customer?.customerId ?? null });
  return (
    <ToastProvider>
      <NavigationProgress />
      <ClearToastsOnLoginChange customerId={loaderData.customer?.customerId ?? null} />
      <SignInNotice />
      <Outlet />
      <ToastRegion />
    </ToastProvider>
  );
}

/** The root loader itself failed (the platform is down or in maintenance): a page without the shell's data. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StandaloneFrame siteName="Drawline">
      <div className="container">
        <ErrorPage status={statusOf(error)} />
      </div>
    </StandaloneFrame>
  );
}
