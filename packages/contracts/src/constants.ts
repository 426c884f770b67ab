/** Business constants of 1-platform.md §9, 2-shopping.md §9 and 3-account.md §9. */
export const API_PREFIX = '/v2';
export const DEFAULT_API_VERSION = '3.0';
export const LATEST_API_VERSION = '3.9';
export const SESSION_TIMEOUT_SECONDS = 3600;
export const SESSION_IDLE_ROTATE_MS = 30 * 60 * 1000;
export const HEARTBEAT_INTERVAL_MS = 60_000;
export const MIN_REGISTRATION_AGE = 18;
export const TOAST_AUTO_DISMISS_MS = 10_000;
export const DEFAULT_PAGE_SIZE = 10;
export const PAST_RESULTS_PAGE_SIZE = 5;
export const MAINTENANCE_ID = 6;
export const ONE_YEAR_SECONDS = 365 * 24 * 3600;
export const FOURTEEN_DAYS_SECONDS = 14 * 24 * 3600;
export const SEVEN_DAYS_SECONDS = 7 * 24 * 3600;
export const AEST_NOTE = 'All times displayed in Australian Eastern Standard Time (AEST is UTC+10)';

/** Server cache durations in seconds (1-platform.md §9). */
export const serverCacheSeconds = {
  default: 60,
  lottoPartyConfig: 300,
  featurePlacement: 300,
  theme: 600,
  navigation: 86_400,
  components: 86_400,
  seoTranslations: 86_400,
} as const;

export const cookieNames = {
  customerToken: 'customer_token',
  customerId: 'customer_id',
  pricingId: 'pricing_id',
  customerSegmentName: 'customer_segment_name',
  atvCommercial: 'atv_commercial',
  atvCharity: 'atv_charity',
  atvSocialSyndicate: 'atv_social_syndicate',
  atvSyndicate: 'atv_syndicate',
  webAccessToken: 'web_access_token',
  webRefreshToken: 'web_refresh_token',
  migrateAccountModalDismissal: 'migrate_account_modal_dismissal',
  deviceUuid: 'device_uuid',
  subVariant: 'sv',
  sessionId: 'session_id',
  anonymousId: 'anonymous_id',
  cookieConsent: 'cookie_consent',
  locale: 'locale',
  /** The anonymous cart's token (its cartReference), kept by the storefront for 14 days (2-shopping.md §9). */
  anonymousCartToken: 'anonymous_cart_token',
  /** The affiliate the visitor came from, kept 14 days with non-essential consent (1-platform.md §9, decision 479). */
  affiliate: 'affiliate',
  /** A content editor's CMS editing mode, two hours, HttpOnly (2-shopping.md §1 canEdit, decision 494). */
  cmsEditingMode: 'cms_edit',
} as const;

/** The storefront keeps a cart it read for this long before reading it again (2-shopping.md §9). */
export const CART_CACHE_VALIDITY_MS = 20_000;
/**
 * Debounces of 2-shopping.md §9: cart reads and builds, adding items, promotions. Here rather than
 * in cart.ts so pages can use them without the cart's schemas (docs/decisions/049).
 */
export const cartDebounceMs = { readAndBuild: 500, addItem: 1000, promotion: 500 } as const;

/** The utm parameters kept when the storefront sends a visitor on, to the cart say (2-shopping.md §9). */
export const KEPT_UTM_KEYS = ['utm_campaign', 'utm_medium', 'utm_source', 'utm_term', 'utm_content'] as const;

/** Identifiers restored from cookies are accepted only when made of these (1-platform.md §5). */
export const SAFE_IDENTIFIER = /^[A-Za-z0-9_-]+$/;
export function safeIdentifier(value: string | undefined | null): string | undefined {
  return value && SAFE_IDENTIFIER.test(value) ? value : undefined;
}

export const consentCategories = ['essential', 'non_essential'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export const layout = {
  columns: 12,
  breakpointsEm: { medium: 40, large: 64, xlarge: 85 },
  maxContentWidthPx: 1200,
  modalWidthsPx: { small: 320, medium: 550, large: 700, largest: 950 },
  contrastRatio: 4.5,
} as const;

export const subVariantCodes = [
  'ACT',
  'GB',
  'LW',
  'NSW',
  'NSWL',
  'NT',
  'QLD',
  'SA',
  'TAS',
  'VIC',
  'WA',
  'OTHER',
] as const;
export type SubVariantCode = (typeof subVariantCodes)[number];
