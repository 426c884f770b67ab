import { z } from 'zod';
import { CONTRAST_THRESHOLD, contrastRatio, ratioText } from './colour-contrast';

export { CONTRAST_THRESHOLD, contrastRatio, ratioText } from './colour-contrast';

/**
 * The CMS's collections and answers (3-account.md §3 CMS theme and site config, §7 CMS; 2-shopping.md
 * §3 Translation), in the shape of Directus's items API (decision 409).
 */
export const contentStatuses = ['published', 'draft', 'archived'] as const;
export const contentStatusSchema = z.enum(contentStatuses);
export type ContentStatus = z.infer<typeof contentStatusSchema>;

export const translationLocales = ['en-AU', 'en-GB'] as const;
export const translationLocaleSchema = z.enum(translationLocales);
export type TranslationLocale = z.infer<typeof translationLocaleSchema>;

export const translationTypes = ['plain', 'markdown', 'image', 'seo', 'json'] as const;
export const translationTypeSchema = z.enum(translationTypes);
export type TranslationType = z.infer<typeof translationTypeSchema>;

/** Blog posts on a paginated page, and on an unpaginated list (3-account.md §7 CMS). */
export const BLOG_POSTS_PER_PAGE = 12;
export const BLOG_POSTS_UNPAGINATED = 4;
/** The most items one GET /items call answers. */
export const CMS_MAX_LIMIT = 100;

/** An https or site-relative address: never javascript:, data: or another scheme. */
export const cmsUrlSchema = z
  .string()
  .max(2000)
  .regex(/^(https:\/\/[^\s<>"']+|\/(?!\/)[^\s<>"']*)$/, 'Use an https:// address or a path starting with /.');
/** A colour the theme turns into a CSS custom property: hex only, so nothing else reaches the stylesheet. */
const colourSchema = z.string().regex(/^#([0-9a-fA-F]{3}){1,2}$/, 'Use a hex colour such as #0a6e4f.');
const cssLengthSchema = z.string().regex(/^\d{1,3}(\.\d{1,2})?(px|rem|em|%)$/, 'Use a length such as 4px.');
const cssShadowSchema = z.string().regex(/^[#(),.%\w\s-]{1,120}$/, 'Use a box shadow such as 0 1px 2px #0003.');
export const slugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.');
const text = (max: number) => z.string().trim().min(1).max(max);
const markdown = z.string().max(100_000);

export const cmsImageSchema = z.object({
  url: cmsUrlSchema,
  width: z.number().int().positive().max(10_000),
  height: z.number().int().positive().max(10_000),
  alt: z.string().max(300),
});

const themeShape = {
  attributes: z.object({ borderRadius: cssLengthSchema, boxShadow: cssShadowSchema }),
  colors: z.object({
    themePrimary: colourSchema,
    brandSecondary: colourSchema,
    brandTertiary: colourSchema,
    actionPrimary: colourSchema,
    actionSecondary: colourSchema,
    mono: colourSchema,
    success: colourSchema,
    warning: colourSchema,
    error: colourSchema,
  }),
  logo: z.object({ default: cmsUrlSchema, white: cmsUrlSchema, navbar: cmsUrlSchema }),
  meta: z.object({ favicon: cmsUrlSchema, appleTouch: cmsUrlSchema, ogImage: cmsUrlSchema }),
  motif: z.object({
    type: z.string().max(40),
    enabled: z.boolean(),
    settings: z.object({
      size: z.string().max(40),
      alignment: z.enum(['left', 'right', 'center']),
      source: cmsUrlSchema,
      preload: z.boolean(),
      flipHorizontal: z.boolean(),
      flipVertical: z.boolean(),
    }),
  }),
  typography: z.object({
    sources: z
      .array(
        z.object({
          name: text(80),
          localIdent: text(80),
          weight: z.number().int().min(100).max(900),
          source: cmsUrlSchema,
          format: z.enum(['woff2', 'woff', 'truetype', 'opentype']),
        }),
      )
      .max(12),
    headings: text(80),
    body: text(80),
    styleSheetUrl: cmsUrlSchema.nullable(),
  }),
};
type ThemeColours = z.infer<typeof themeShape.colors>;
export type ThemeColourName = keyof ThemeColours;

/** The theme's colours as an editor names them (the console's form and the contrast errors). */
export const themeColourLabels: Record<ThemeColourName, string> = {
  themePrimary: 'Primary colour',
  brandSecondary: 'Secondary brand colour',
  brandTertiary: 'Light brand colour',
  actionPrimary: 'Button colour',
  actionSecondary: 'Button hover colour',
  mono: 'Text colour',
  success: 'Success colour',
  warning: 'Warning colour',
  error: 'Error colour',
};

/** The page's own background, on which the darker theme colours are text (the storefront's --color-page). */
export const PAGE_BACKGROUND = '#f3f5f9';
/** The colours pages draw white text on and use as text on the page: each needs 4.5 against the page's light grey. */
const onLightColours: ThemeColourName[] = [
  ...['themePrimary', 'brandSecondary', 'actionPrimary', 'actionSecondary'],
  ...['mono', 'success', 'warning', 'error'],
] as ThemeColourName[];

/**
 * The theme's colour pairs below the contrast threshold (3-account.md §9, WCAG 1.4.3): each dark
 * colour against the page's light grey (white text on it is then past 4.5 too), and the light brand
 * colour, a background, against the primary and text colours drawn on it.
 */
export function themeContrastProblems(colours: ThemeColours): { colour: ThemeColourName; message: string }[] {
  const problems: { colour: ThemeColourName; message: string }[] = [];
  const check = (colour: ThemeColourName, against: string, againstName: string) => {
    const ratio = contrastRatio(colours[colour], against);
    if (ratio !== null && ratio < CONTRAST_THRESHOLD) {
      problems.push({
        colour,
        message: `${themeColourLabels[colour]} ${colours[colour]} has a contrast of ${ratioText(ratio)} with ${againstName}; choose one with at least ${CONTRAST_THRESHOLD}:1.`,
      });
    }
  };
  for (const colour of onLightColours) check(colour, PAGE_BACKGROUND, 'the light page background and white text');
  check('brandTertiary', colours.themePrimary, `the primary colour ${colours.themePrimary} drawn on it`);
  check('brandTertiary', colours.mono, `the text colour ${colours.mono} drawn on it`);
  return problems;
}

/** A theme (3-account.md §3 CMS theme); a colour pair under the contrast threshold is refused by name. */
export const themeFieldsSchema = z.object(themeShape).superRefine((theme, ctx) => {
  for (const p of themeContrastProblems(theme.colors)) {
    ctx.addIssue({ code: 'custom', path: ['colors', p.colour], message: p.message });
  }
});
export type ThemeFields = z.infer<typeof themeFieldsSchema>;

/** The six component variants and their allowed values (3-account.md §3 CMS site config). */
export const componentVariantsSchema = z.object({
  affiliateWidget: z.literal('variant_a'),
  companyInformationWidget: z.literal('variant_a'),
  charitySupportWidget: z.literal('variant_a'),
  customerFeedbackBanner: z.enum(['variant_a', 'variant_b', 'variant_c']),
  productSupportBanner: z.literal('variant_a'),
  uniqueSellingPointWidget: z.literal('variant_a'),
});
export const navigationLinkSchema = z.object({ key: slugSchema, label: text(80), url: cmsUrlSchema });

/**
 * The shop's routes whose path a content editor may override by key (3-account.md §2, decision 483),
 * each with its own path: the storefront answers at the override and its links use it.
 */
export const overridableRoutes = { results: '/lotto-results' } as const;
export const overridableRouteKeySchema = z.enum(['results']);
export type OverridableRouteKey = z.infer<typeof overridableRouteKeySchema>;
/** An override's path: one to three lower-case words joined by hyphens, 100 characters at most. */
export const routeOverridePathSchema = z
  .string()
  .max(100)
  .regex(
    /^(\/[a-z0-9]+(?:-[a-z0-9]+)*){1,3}$/,
    'Use one to three lower-case words and hyphens, like /winning-numbers.',
  );

export const siteConfigFieldsSchema = z.object({
  /** Navigation links grouped by type (main, footer, …). */
  navigation: z.record(slugSchema, z.array(navigationLinkSchema).max(40)),
  components: componentVariantsSchema,
  /** The route path overrides by key (decision 483); a key left out keeps the shop's own path. */
  routes: z.partialRecord(overridableRouteKeySchema, routeOverridePathSchema).optional(),
});
export type SiteConfigFields = z.infer<typeof siteConfigFieldsSchema>;

export const pageTemplates = ['default', 'landing', 'ad_landing'] as const;

/**
 * The first path segments the shop answers itself (decision 436): the storefront's own routes
 * (apps/web/app/routes.ts and the spec's routes still to come; a web test keeps them in step) and
 * the server's bases. A CMS page's path may not be '/' nor start with one of them, nor have a
 * product-offer route's word second (/x/results); an offer's own key wins at request time.
 */
export const builtInRouteSegments = [
  ...['about', 'account-verification', 'app', 'blog', 'cart', 'causes', 'change-password', 'charity-tickets'],
  ...['checkout', 'close-my-account', 'communication-preferences', 'console', 'cookie-consent', 'daily-winners'],
  ...['deposit', 'force-password-change', 'forgot-password', 'funds', 'locale', 'login', 'logout', 'lotto-party'],
  ...['lotto-results', 'lotto-tickets', 'marketing', 'my-account', 'placements', 'preview', 'purchase'],
  ...['receipt', 'register'],
  ...['sitemap', 'social-play', 'syndicates', 'ticket', 'unsubscribe'],
  // The server's bases and files on the same origin.
  ...['assets', 'cms', 'customer-verify', 'docs', 'files', 'health', 'public', 'rewards', 'social', 'staff', 'v2'],
] as const;
const builtInSegmentSet: ReadonlySet<string> = new Set(builtInRouteSegments);
/** The second segments of the product-offer routes (/:productOfferKey/results and the like). */
const offerRouteSegments: ReadonlySet<string> = new Set([
  ...['buy', 'draw', 'results', 'statistics', 'subscription', 'terms-and-conditions', 'winners', 'your-support'],
]);

/** A path as the CMS route list matches it (1-platform.md §2): lower case, no trailing slash ('/' stays). */
export function cmsPathKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** Whether one of the shop's own routes answers a path, so a CMS page there would never show (decision 436). */
export function collidesWithBuiltInRoute(path: string): boolean {
  const key = cmsPathKey(path);
  const [, first = '', second = ''] = key.split('/');
  return key === '/' || builtInSegmentSet.has(first) || offerRouteSegments.has(second);
}

export const pageFieldsSchema = z.object({
  path: z
    .string()
    .max(200)
    .regex(/^\/[a-z0-9\-/]*$/i, 'A path starts with / and holds letters, digits, hyphens and slashes.')
    .refine(
      (p) => !collidesWithBuiltInRoute(p),
      "One of the shop's own pages answers that path: choose another (not /, /blog/…, /my-account/… and the like).",
    ),
  template: z.enum(pageTemplates),
  name: text(120),
  title: text(200),
  body: markdown,
  seoDescription: z.string().max(300).nullable(),
});
export const blogFieldsSchema = z.object({ title: text(200), intro: markdown });
export const blogPostFieldsSchema = z.object({
  slug: slugSchema,
  title: text(200),
  summary: z.string().max(500),
  body: markdown,
  image: cmsImageSchema.nullable(),
  category: slugSchema.nullable(),
  author: z.string().max(120).nullable(),
});
export const blogCategoryFieldsSchema = z.object({
  slug: slugSchema,
  name: text(80),
  description: z.string().max(500),
});
export const contactPageFieldsSchema = z.object({ title: text(200), body: markdown });

/** One item as a customer sees it: the item's own fields beside id, status, publishDate and version. */
export const cmsItemSchema = z.looseObject({
  id: z.string(),
  status: contentStatusSchema,
  publishDate: z.string().nullable(),
  version: z.number().int(),
  dateUpdated: z.string(),
});
export type CmsItem = z.infer<typeof cmsItemSchema>;
/** An item answered with only the fields asked (`fields=`). */
export const cmsItemFieldsSchema = cmsItemSchema.partial();
export const cmsPageRouteSchema = z.object({
  id: z.string(),
  path: z.string(),
  template: z.enum(pageTemplates),
  name: z.string(),
});
export type CmsPageRoute = z.infer<typeof cmsPageRouteSchema>;

export const translationImageSchema = z.object({
  imageUrl: cmsUrlSchema,
  imageHeight: z.number().int().positive().max(10_000),
  imageWidth: z.number().int().positive().max(10_000),
  contentDescription: z.string().max(300),
});
export const translationSeoSchema = z.object({ title: z.string().max(200), description: z.string().max(300) });
/** The largest json translation (decision 484): this many characters written out, this many levels deep. */
export const TRANSLATION_JSON_MAX_CHARS = 20_000;
export const TRANSLATION_JSON_MAX_DEPTH = 10;

/** How deep a JSON value goes (a scalar is 0), counted without recursion; stops once past `limit`. */
export function jsonDepth(value: unknown, limit = TRANSLATION_JSON_MAX_DEPTH): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const top = stack.pop() as { value: unknown; depth: number };
    if (top.value === null || typeof top.value !== 'object') continue;
    const depth = top.depth + 1;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(top.value)) stack.push({ value: child, depth });
  }
  return deepest;
}

const translationJsonSchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .superRefine((value, ctx) => {
    if (jsonDepth(value) > TRANSLATION_JSON_MAX_DEPTH) {
      ctx.addIssue({ code: 'custom', message: `JSON may go ${TRANSLATION_JSON_MAX_DEPTH} levels deep at most.` });
    } else if (JSON.stringify(value).length > TRANSLATION_JSON_MAX_CHARS) {
      ctx.addIssue({ code: 'custom', message: `JSON may hold ${TRANSLATION_JSON_MAX_CHARS} characters at most.` });
    }
  });

/** A translation's value by its type (2-shopping.md §3 Translation). */
export const translationValueSchemas = {
  plain: z.string().max(5000),
  markdown: z.string().max(50_000),
  image: translationImageSchema,
  seo: translationSeoSchema,
  json: translationJsonSchema,
} as const;
export const translationSchema = z.object({
  context: z.string(),
  key: z.string(),
  type: translationTypeSchema,
  value: z.unknown(),
  /** The sanitised HTML of a markdown translation (decision 411). */
  html: z.string().optional(),
});
export type Translation = z.infer<typeof translationSchema>;

/** A blog post as the pages read it: the item, its fields and its body's sanitised HTML. */
export const blogPostSchema = cmsItemSchema.extend(blogPostFieldsSchema.shape).extend({ bodyHtml: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogCategorySchema = cmsItemSchema.extend(blogCategoryFieldsSchema.shape);
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogSchema = cmsItemSchema.extend(blogFieldsSchema.shape).extend({ introHtml: z.string() });
export type Blog = z.infer<typeof blogSchema>;
/** The contact page's words as the storefront shows them above the shop's phone and hours: title and body's sanitised HTML. */
export const contactPageSchema = cmsItemSchema.extend(contactPageFieldsSchema.shape).extend({ bodyHtml: z.string() });
export type ContactPage = z.infer<typeof contactPageSchema>;
/** A CMS page as the storefront renders it: the item, its fields and its body's sanitised HTML. */
export const cmsPageSchema = cmsItemSchema
  .extend(pageFieldsSchema.shape)
  .extend({ path: z.string(), bodyHtml: z.string() });
export type CmsPage = z.infer<typeof cmsPageSchema>;
