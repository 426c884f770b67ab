import type { SiteConfigFields, ThemeFields } from '@drawline/contracts';

/**
 * The shop's own look and configuration, answered while the CMS holds no published theme or site
 * config (a new production shop has no content yet). The colours are the storefront's stylesheet's.
 */
export const defaultTheme: ThemeFields = {
  attributes: { borderRadius: '8px', boxShadow: '0 1px 3px #0b2f6b26' },
  colors: {
    themePrimary: '#0b2f6b',
    brandSecondary: '#071f48',
    brandTertiary: '#e8eef9',
    actionPrimary: '#0a6b3d',
    actionSecondary: '#08562f',
    mono: '#1b1f24',
    success: '#0a6b3d',
    warning: '#8a5300',
    error: '#b3261e',
  },
  // The storefront's own mark as a picture (the header draws the same mark inline until a theme is published).
  logo: { default: '/logo-mark.svg', white: '/logo-mark.svg', navbar: '/logo-mark.svg' },
  meta: { favicon: '/favicon.svg', appleTouch: '/favicon.svg', ogImage: '/favicon.svg' },
  motif: {
    type: 'none',
    enabled: false,
    settings: {
      size: 'auto',
      alignment: 'right',
      source: '/favicon.svg',
      preload: false,
      flipHorizontal: false,
      flipVertical: false,
    },
  },
  typography: { sources: [], headings: 'system-ui', body: 'system-ui', styleSheetUrl: null },
};

/** No navigation overrides (the storefront's own labels stand) and every component on variant_a. */
export const defaultSiteConfig: SiteConfigFields = {
  navigation: {},
  components: {
    affiliateWidget: 'variant_a',
    companyInformationWidget: 'variant_a',
    charitySupportWidget: 'variant_a',
    customerFeedbackBanner: 'variant_a',
    productSupportBanner: 'variant_a',
    uniqueSellingPointWidget: 'variant_a',
  },
};
