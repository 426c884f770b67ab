import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The route table of 1-platform.md §2, grouped by the spec's layouts.
 * Each feature adds its routes in its own section; keep sections in this order.
 */
export default [
  layout('layouts/standalone.tsx', [
    // standalone routes
  ]),
  layout('layouts/checkout.tsx', [
    // checkout-layout routes
  ]),
  layout('layouts/main.tsx', [
    index('routes/home.tsx'),
    // platform routes
    route('sitemap', 'routes/sitemap.tsx'),
    route('cookie-consent', 'routes/cookie-consent.ts'),
    route('locale', 'routes/locale.ts'),
    route('about', 'routes/about/layout.tsx', [
      index('routes/about/about-us.tsx'),
      route('responsible-gaming', 'routes/about/responsible-gaming.tsx'),
      route('privacy', 'routes/about/privacy.tsx'),
      route('cookie-policy', 'routes/about/cookie-policy.tsx'),
      route('faq', 'routes/about/faq.tsx'),
      route('terms-and-conditions', 'routes/about/terms-and-conditions.tsx'),
      route('terms-of-use', 'routes/about/terms-of-use.tsx'),
      route('contact-us', 'routes/about/contact-us.tsx'),
    ]),
    // account routes
    // catalogue routes
    // product-offer routes (keep last: they match /:productOfferKey/…)
    route(':productOfferKey/:gameTypeKey?', 'routes/play-offer.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
