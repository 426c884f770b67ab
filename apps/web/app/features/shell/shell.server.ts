/**
 * What every page needs from the platform, loaded once per document by the root loader:
 * site constants, capabilities, the locale, the offers for the footer, the sitewide banner,
 * the cookie-consent choice, the customer (when signed in) and the cart count.
 */
import {
  type CapabilityName,
  type ConsentCategory,
  cookieNames,
  isPortRefusal,
  type Locale,
  type MigrationStatus,
  type Money,
  type SiteConfig,
  safeIdentifier,
} from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { webConfig } from '../../config.server';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { fetchCapabilities } from '../../lib/capabilities';
import { readCookie } from '../../lib/cookies';
import { getCustomer } from '../../lib/customer.server';
import { resolveLocale } from '../../lib/locale';
import { cartCountOf, readCart } from '../cart/index.server';
import { loadOffers } from '../catalogue';
import { type ComponentVariants, componentVariantsOf } from './component-variants';
import { parseConsent } from './cookie-consent-value';
import { type NavOffer, navigationLabelsOf } from './navigation';
import { routePathsOf } from './route-paths';
import { type ShellTexts, STOREFRONT_TEXT_CONTEXTS, textsOf } from './texts';
import { type ThemeView, transformTheme } from './theme';

export interface ShellCustomer {
  customerId: string;
  firstname?: string;
  availableFunds?: Money;
  /** For the confirmation banner and the forced redirect (features/account, features/auth). */
  email?: string;
  addressConfirmationRequired?: boolean;
  emailAddressConfirmationRequired?: boolean;
  forcePasswordChange?: boolean;
  accountUpgrade?: boolean;
  hasAddress?: boolean;
  /** Located in a country the shop does not sell to, not acknowledged yet (features/account CountryNotice). */
  countryBannedConfirmationRequired?: boolean;
  /** The previous shop's account, for the migration modal (features/account MigrationSlot). */
  migrationStatus?: MigrationStatus;
}

export interface ShellData {
  nonce: string;
  /** The policy's style nonce, for the few inline styles a page renders (empty on a shared page). */
  styleNonce?: string;
  siteConfig: SiteConfig;
  capabilities: CapabilityName[];
  locale: Locale;
  offers: NavOffer[];
  /** The navigation labels set in the CMS, by menu type and link key (decision 434); empty when none or unread. */
  navigationLabels: Record<string, Record<string, string>>;
  /** The CMS's route path overrides (decision 483): each built-in path and the path it answers at. */
  routePaths: Record<string, string>;
  /** The locale's CMS texts the pages read by `context.key` (decision 463); empty when none or unread. */
  texts: ShellTexts;
  /** The site config's component variants (decision 480); null when it could not be read (no banner). */
  components: ComponentVariants | null;
  /** The CMS editing mode (decision 494): translation ids shown beside the texts, for a content editor. */
  canEdit: boolean;
  /** The CMS theme for the head and the logo (decision 462); null keeps the stylesheet's own look. */
  theme: ThemeView | null;
  /** The sitewide banner text for this visitor's state, when the capability is on. */
  banner: string | null;
  /** The categories the visitor accepted; null until they choose. */
  cookieConsent: ConsentCategory[] | null;
  customer: ShellCustomer | null;
  /** Items in the visitor's cart, for the navigation's badge (the page's own cart read, shared). */
  cartCount: number;
  /** The signed-in customer's unread notifications, for the navigation's bell (decision 421); null without the feed. */
  unreadNotifications: number | null;
  /** Seconds of inactivity after which the heartbeat stops (docs/decisions/014-heartbeat.md). */
  heartbeatActiveTimeoutSeconds: number;
  /** Fault injection for browser tests (docs/decisions/016-fault-injection.md); off unless E2E_FAULTS=1. */
  faults: boolean;
}

export const HEARTBEAT_ACTIVE_TIMEOUT_SECONDS = 300;

/** An API failure becomes the matching error page (1-platform.md §2 Error pages). */
function asPageError(error: unknown): never {
  if (error instanceof ApiError || isPortRefusal(error)) {
    throw data(null, { status: error.status >= 500 ? error.status : 500 });
  }
  throw error;
}

async function loadCustomer(request: Request, context: AppLoadContext): Promise<ShellCustomer | null> {
  try {
    // Shared with the page loaders of the same request (one GET /customer).
    const c = await getCustomer(request, context);
    if (!c?.customerId) return null;
    return {
      customerId: c.customerId,
      firstname: c.firstname,
      availableFunds: c.availableFunds,
      email: c.email,
      addressConfirmationRequired: c.addressConfirmationRequired,
      emailAddressConfirmationRequired: c.emailAddressConfirmationRequired,
      forcePasswordChange: c.forcePasswordChange,
      accountUpgrade: c.accountUpgrade,
      hasAddress: c.address !== null,
      countryBannedConfirmationRequired: c.countryBannedConfirmationRequired,
      migrationStatus: c.migrationStatus,
    };
  } catch {
    // An expired session shows the visitor's shell; the account pages handle signing in again.
    return null;
  }
}

/**
 * The theme as the head carries it. A theme that cannot be applied (TransformThemeError, 3-account.md
 * §8) or read is logged and the page keeps the stylesheet's own look: a page is never lost to its colours.
 */
async function loadTheme(platform: ReturnType<typeof apiSession>['platform']): Promise<ThemeView | null> {
  try {
    return transformTheme(await platform.cmsTheme());
  } catch (error) {
    console.error(error instanceof Error ? `${error.name}: ${error.message}` : 'The theme could not be read.');
    return null;
  }
}

export async function loadShell(request: Request, context: AppLoadContext): Promise<ShellData> {
  // The session's port: a renewed access token serves the capabilities call too.
  const { platform } = apiSession(request, context);
  const capabilitiesRead = fetchCapabilities(request, context);
  const locale = resolveLocale({
    localeCookie: readCookie(request, cookieNames.locale),
    subVariant: safeIdentifier(readCookie(request, cookieNames.subVariant)),
  });
  const editingToken = readCookie(request, cookieNames.cmsEditingMode);
  const [siteConfig, capabilities, offers, banner, { customer, unread }, cart, cms, theme, texts, canEdit] =
    await Promise.all([
      platform.siteConfig().catch(asPageError),
      capabilitiesRead.catch(asPageError),
      // The footer lists what the visitor's region sells: the same pricing choice as every offer page.
      loadOffers(platform, request).catch(() => null),
      platform.sitewideBanner().catch(() => null),
      // The customer, then their unread notifications for the bell: asked for only when the feed is
      // on and someone is signed in; a failure shows no bell, not an error page.
      Promise.all([loadCustomer(request, context), capabilitiesRead.catch(() => [] as string[])]).then(
        async ([c, on]) => ({
          customer: c,
          unread:
            c && on.includes('notifications_feed') ? await platform.unreadNotifications().catch(() => null) : null,
        }),
      ),
      // The same read as the cart page's (once per request); a failure shows no count, not an error page.
      readCart(request, context).catch(() => null),
      // The CMS's navigation labels and component variants; a failure keeps the site's own labels.
      platform.cmsSiteConfig().catch(() => null),
      loadTheme(platform),
      // The texts of the visitor's locale; a failure is logged and the pages keep their own words.
      platform
        .cmsTexts(locale, [...STOREFRONT_TEXT_CONTEXTS])
        .then((list) => textsOf(list))
        .catch(() => {
          console.error(`The ${locale} texts could not be read; the pages keep their own words.`);
          return {};
        }),
      // Asked only of a browser that carries the editing mode's cookie; a failure is no editing mode.
      editingToken ? platform.cmsEditingMode(editingToken).catch(() => false) : false,
    ]);
  const have = new Set(capabilities);
  return {
    nonce: context.cspNonce,
    styleNonce: context.cspStyleNonce ?? '',
    siteConfig,
    capabilities: [...have],
    locale,
    offers: (offers?.offers ?? []).map((o) => ({ key: o.key, name: o.name, url: o.url, type: o.type })),
    navigationLabels: navigationLabelsOf(cms?.navigation),
    routePaths: routePathsOf(cms?.routes),
    components: componentVariantsOf(cms),
    theme,
    texts,
    canEdit,
    banner: have.has('sitewide_banner') ? banner?.text || null : null,
    cookieConsent: have.has('cookie_consent') ? parseConsent(readCookie(request, cookieNames.cookieConsent)) : null,
    customer,
    cartCount: cartCountOf(cart),
    unreadNotifications: customer && have.has('notifications_feed') ? (unread?.unread ?? null) : null,
    heartbeatActiveTimeoutSeconds: HEARTBEAT_ACTIVE_TIMEOUT_SECONDS,
    faults: webConfig.faults,
  };
}
