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
    // account routes
    // catalogue routes
    // product-offer routes (keep last: they match /:productOfferKey/…)
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
