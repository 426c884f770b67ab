import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The route table of 1-platform.md §2, grouped by the spec's layouts.
 * Each feature adds its routes in its own section; keep sections in this order.
 */
export default [
  // console routes: the staff back office, its own frame (docs/decisions/230)
  route('console/sign-in', 'routes/console/sign-in.tsx'),
  route('console/sign-out', 'routes/console/sign-out.tsx'),
  // A manual verification document, bytes only, for signed-in support or finance (decision 466).
  route('console/verification-uploads/:uploadId/documents/:documentId', 'routes/console/verification-document.tsx'),
  // An exported direct debit file's ABA text, for signed-in finance (decision 523).
  route('console/direct-debit/:number/aba', 'routes/console/direct-debit-file.tsx'),
  // The banned country notice's acknowledgement: an action only (docs/decisions/384).
  route('my-account/acknowledge-location', 'routes/account/acknowledge-location.tsx'),
  // The migration modal's call: an action only (docs/decisions/468).
  route('my-account/migrate-account', 'routes/account/migrate-account.tsx'),
  // The deposit page's direct debit forms: an action only (decision 524).
  route('my-account/deposit/direct-debit', 'routes/funds/direct-debit.tsx'),
  route('console', 'routes/console/layout.tsx', [
    index('routes/console/dashboard.tsx'),
    route('customers', 'routes/console/customers.tsx'),
    route('customers/:customerId', 'routes/console/customer.tsx'),
    route('corrections', 'routes/console/corrections.tsx'),
    route('withdrawals', 'routes/console/withdrawals.tsx'),
    route('bank-statement', 'routes/console/bank-statement.tsx'),
    route('bpay', 'routes/console/bpay.tsx'),
    route('direct-debit', 'routes/console/direct-debit.tsx'),
    route('verification-uploads', 'routes/console/verification-uploads.tsx'),
    route('draws', 'routes/console/draws.tsx'),
    route('prizes', 'routes/console/prizes.tsx'),
    route('raffles', 'routes/console/raffles.tsx'),
    route('raffles/new', 'routes/console/raffle-new.tsx'),
    route('raffles/:raffleId', 'routes/console/raffle.tsx'),
    route('audit', 'routes/console/audit.tsx'),
    route('feedback', 'routes/console/feedback.tsx'),
    route('partners', 'routes/console/partners.tsx'),
    route('campaigns', 'routes/console/campaigns.tsx'),
    route('staff', 'routes/console/staff.tsx'),
    route('content', 'routes/console/content.tsx'),
    route('content/theme', 'routes/console/content-theme.tsx'),
    route('content/components', 'routes/console/content-components.tsx'),
    route('content/files', 'routes/console/content-files.tsx'),
    route('content/shop-pictures', 'routes/console/content-shop-pictures.tsx'),
    route('content/shop-pictures/:target/:key', 'routes/console/content-shop-picture.tsx'),
    route('content/editing-mode', 'routes/console/content-editing-mode.tsx'),
    route('content/translations', 'routes/console/content-translations.tsx'),
    route('content/translations/:locale/:context/:key', 'routes/console/content-translation.tsx'),
    route('content/site-config', 'routes/console/content-site-config.tsx'),
    route('content/:collection', 'routes/console/content-items.tsx'),
    route('content/:collection/:itemId', 'routes/console/content-item.tsx'),
    route('vouchers', 'routes/console/vouchers.tsx'),
    route('capabilities', 'routes/console/capabilities.tsx'),
    route('lotto-party', 'routes/console/lotto-party.tsx'),
    route('lotto-party/groups/:groupId', 'routes/console/lotto-party-group.tsx'),
    route('lotto-party/money', 'routes/console/lotto-party-money.tsx'),
    route('giveaways', 'routes/console/giveaways.tsx'),
    route('giveaways/payouts', 'routes/console/giveaway-payouts.tsx'),
    route('giveaways/billing', 'routes/console/giveaway-billing.tsx'),
    route('giveaways/settings', 'routes/console/giveaway-settings.tsx'),
    route('giveaways/:giveawayId', 'routes/console/giveaway.tsx'),
    route('placements', 'routes/console/placements.tsx'),
  ]),
  layout('layouts/standalone.tsx', [
    // standalone routes
    // partner purchase (issue 30, decisions 471, 472)
    route('purchase/:partnerSlug', 'routes/partner-purchase/checkout.tsx'),
    route('purchase/:partnerSlug/receipt/:checkoutID', 'routes/partner-purchase/receipt.tsx'),
    route('purchase/:partnerSlug/autologin/:autologinToken', 'routes/partner-purchase/autologin.tsx'),
    route('purchase/:partnerSlug/*', 'routes/partner-purchase/not-found.tsx'),
    route('marketing/feature-banner', 'routes/placements/feature-banner.tsx'),
    // the native app's pages (issue 28, decision 481): only with native_app, which needs the store links
    route('app', 'routes/native-app/app.tsx'),
    route('app/android', 'routes/native-app/android.tsx'),
    route('app/android/install', 'routes/native-app/install.tsx'),
  ]),
  layout('layouts/checkout.tsx', [
    // checkout-layout routes
    route('checkout/login', 'routes/auth/login.tsx', { id: 'auth-checkout-login' }),
    route('cart', 'routes/cart/cart.tsx'),
    route('cart/buy', 'routes/cart/buy.tsx'),
    route('cart/replay/:replayID', 'routes/cart/replay.tsx'),
    // funds routes (checkout layout)
    route('deposit', 'routes/funds/deposit.tsx', { id: 'funds-deposit-checkout' }),
    route('checkout/deposit/:depositId/success', 'routes/funds/checkout-deposit.tsx', {
      id: 'funds-checkout-deposit-success',
    }),
    route('checkout/deposit/:depositId/cancel', 'routes/funds/checkout-deposit.tsx', {
      id: 'funds-checkout-deposit-cancel',
    }),
    // lotto party: the invite link's landing (issue 26, decision 426)
    route('lotto-party/group', 'routes/lotto-party/invite.tsx'),
    // lotto party: the creation's steps as a page, the modal's form (issue 26, decision 453)
    route('lotto-party', 'routes/lotto-party/create.tsx'),
  ]),
  layout('layouts/main.tsx', [
    index('routes/site/home.tsx'),
    // platform routes
    route('sitemap', 'routes/site/sitemap.tsx'),
    route('cookie-consent', 'routes/site/cookie-consent.ts'),
    route('locale', 'routes/site/locale.ts'),
    // The pre-cart drawer's placements, read when it opens (decision 474).
    route('placements/pre-cart', 'routes/placements/pre-cart.ts'),
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
    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/register.tsx'),
    route('register/social', 'routes/auth/register-social.tsx'),
    route('logout', 'routes/auth/logout.tsx'),
    route('forgot-password', 'routes/auth/forgot-password.tsx'),
    route('force-password-change', 'routes/auth/force-password-change.tsx'),
    route('change-Password', 'routes/auth/change-password.tsx'),
    route('login/autologin/:autologinToken', 'routes/auth/autologin.tsx'),
    route('login/transfer/:autologinToken', 'routes/auth/autologin.tsx', { id: 'auth-transfer' }),
    route('my-account', 'routes/account/overview.tsx'),
    route('my-account/my-details', 'routes/account/my-details.tsx'),
    route('my-account/upgrade-account', 'routes/account/upgrade-account.tsx'),
    route('my-account/login-and-security', 'routes/account/login-and-security.tsx'),
    route('my-account/favourite-numbers', 'routes/account/favourite-numbers.tsx'),
    route('my-account/verify-account', 'routes/account/verify-account.tsx'),
    route('my-account/manual-verification', 'routes/account/manual-verification.tsx'),
    route('account-verification', 'routes/account/account-verification.tsx'),
    route('my-account/confirm-address/:token?', 'routes/account/confirm-address.tsx'),
    route('communication-preferences', 'routes/account/communication-preferences.tsx'),
    route('communication-preferences/:id', 'routes/account/communication-preferences.tsx', {
      id: 'account-communication-preferences-link',
    }),
    route('unsubscribe/:customerId/:productOfferKey?', 'routes/account/unsubscribe.tsx'),
    route('close-my-account', 'routes/account/close.tsx'),
    route('close-my-account/success', 'routes/account/close-success.tsx'),
    // funds routes
    route('my-account/cards-and-accounts', 'routes/funds/cards-and-accounts.tsx'),
    route('funds/stripe/card', 'routes/funds/stripe-card.tsx'),
    route('my-account/deposit', 'routes/funds/deposit.tsx'),
    route('my-account/deposit/summary/:transactionID', 'routes/funds/deposit-outcome.tsx', {
      id: 'funds-deposit-summary',
    }),
    route('my-account/deposit/authorisation/:depositID', 'routes/funds/deposit-outcome.tsx', {
      id: 'funds-deposit-authorisation',
    }),
    route('my-account/deposit/details/:depositID', 'routes/funds/deposit-outcome.tsx', { id: 'funds-deposit-details' }),
    route('my-account/deposit/details/:depositID/success', 'routes/funds/deposit-outcome.tsx', {
      id: 'funds-deposit-success',
    }),
    route('my-account/deposit/details/:depositID/failure', 'routes/funds/deposit-outcome.tsx', {
      id: 'funds-deposit-failure',
    }),
    route('my-account/deposit/:depositId/cancel', 'routes/funds/deposit-outcome.tsx', { id: 'funds-deposit-cancel' }),
    // orders routes: receipts, tickets and transactions
    route('receipt/:checkoutID', 'routes/orders/receipt.tsx'),
    route('my-account/upcoming-tickets/:page?', 'routes/orders/tickets.tsx', { id: 'orders-upcoming-tickets' }),
    route('my-account/past-tickets/:page?', 'routes/orders/tickets.tsx', { id: 'orders-past-tickets' }),
    route('my-account/upcoming-tickets/ticket/:id', 'routes/orders/ticket.tsx', { id: 'orders-upcoming-ticket' }),
    route('my-account/past-tickets/ticket/:id', 'routes/orders/ticket.tsx', { id: 'orders-past-ticket' }),
    route('my-account/syndicate-tickets/share/:id', 'routes/orders/syndicate-share.tsx'),
    route('my-account/print-tickets', 'routes/orders/print-tickets.tsx'),
    route('my-account/transactions/:page?', 'routes/orders/transactions.tsx'),
    // payouts routes: withdrawals
    route('my-account/withdraw', 'routes/payouts/withdraw.tsx'),
    route('my-account/withdraw/summary/:transactionID', 'routes/payouts/withdraw-summary.tsx'),
    route('my-account/withdraw/details/:withdrawID', 'routes/payouts/withdraw-details.tsx'),
    // limits routes: responsible gambling
    route('my-account/spend-limits', 'routes/limits/spend-limits.tsx'),
    route('my-account/precommitment-limit', 'routes/limits/precommitment.tsx'),
    route('my-account/activity-statement', 'routes/limits/activity-statement.tsx'),
    // recurring routes: autoplay, subscriptions and recurring purchases (issue 25)
    route('my-account/autoplay/:page?', 'routes/recurring/autoplays.tsx'),
    route('my-account/autoplay/ticket/:id', 'routes/recurring/autoplay.tsx'),
    route('my-account/subscriptions/:page?', 'routes/recurring/subscriptions.tsx'),
    route('my-account/subscriptions/ticket/:id', 'routes/recurring/subscription.tsx'),
    route('my-account/recurring-purchases/:page?', 'routes/recurring/recurring-purchases.tsx'),
    route('my-account/scheduled-purchases/:id', 'routes/recurring/scheduled-purchase.tsx'),
    route('my-account/payment-resolutions', 'routes/recurring/payment-resolutions.tsx'),
    route('my-account/recurring-purchase-method', 'routes/recurring/recurring-purchase-method.tsx'),
    route('my-account/notifications', 'routes/notifications/notifications.tsx'),
    // daily-winners routes: the membership program and its giveaways (issue 27)
    route('daily-winners', 'routes/daily-winners/program.tsx'),
    route('daily-winners/winners', 'routes/daily-winners/winners.tsx'),
    route('daily-winners/deposit', 'routes/funds/deposit.tsx', { id: 'daily-winners-deposit' }),
    route('daily-winners/giveaways/:giveawayType/:drawNumber', 'routes/daily-winners/giveaway.tsx'),
    route('daily-winners/membership-tiers', 'routes/daily-winners/tiers.tsx'),
    route('daily-winners/benefits', 'routes/daily-winners/benefits.tsx'),
    route('my-account/current-giveaways/:page?', 'routes/daily-winners/current-giveaways.tsx'),
    route('my-account/closed-giveaways/:page?', 'routes/daily-winners/closed-giveaways.tsx'),
    // lotto party: the customer's groups and sessions (issue 26)
    route('my-account/lotto-party/group/:id/:page?', 'routes/lotto-party/group.tsx'),
    route('my-account/lotto-party/session/:id', 'routes/lotto-party/session.tsx'),
    route('my-account/lotto-party/ticket/:id', 'routes/lotto-party/ticket.tsx'),
    route('my-account/lotto-party/:page?', 'routes/lotto-party/my-parties.tsx'),
    // catalogue routes
    route('lotto-tickets', 'routes/catalogue/lotto-tickets.tsx'),
    route('charity-tickets', 'routes/catalogue/charity-tickets.tsx'),
    route('syndicates', 'routes/catalogue/syndicates.tsx'),
    route('social-play', 'routes/catalogue/social-play.tsx'),
    route('causes', 'routes/catalogue/causes.tsx'),
    route('causes/:causeSlug', 'routes/catalogue/cause.tsx'),
    route('causes/:causeSlug/:productOfferKey', 'routes/catalogue/cause-offer.tsx'),
    // blog routes (issue 28)
    route('blog', 'routes/blog/blog.tsx'),
    route('blog/category/:slug/:page?', 'routes/blog/blog-category.tsx'),
    route('blog/:blogSlug', 'routes/blog/blog-post.tsx'),
    route('preview', 'routes/blog/preview.tsx'),
    route('lotto-results/lotteries/:page?', 'routes/results/lists.tsx', { id: 'results-lotteries' }),
    route('lotto-results/raffles/:page?', 'routes/results/lists.tsx', { id: 'results-raffles' }),
    route('lotto-results/:page?', 'routes/results/lists.tsx', { id: 'results-all' }),
    // product-offer routes (keep last: they match /:productOfferKey/…)
    route(':productOfferKey/results', 'routes/results/offer.tsx'),
    route(':productOfferKey/results/draw/:drawNo', 'routes/results/draw.tsx'),
    route(':productOfferKey/results/draw/:drawNo/verify', 'routes/raffle/verify.tsx'),
    route(':productOfferKey/results/:date', 'routes/results/archive.tsx'),
    route(':productOfferKey/winners', 'routes/results/winners.tsx'),
    route(':productOfferKey/statistics', 'routes/results/statistics.tsx'),
    route(':productOfferKey/terms-and-conditions/:drawNo?', 'routes/raffle/terms.tsx'),
    route(':productOfferKey/your-support', 'routes/catalogue/your-support.tsx'),
    route(':productOfferKey/subscription', 'routes/recurring/subscribe.tsx'),
    route(':productOfferKey/draw/:drawNo', 'routes/raffle/draw.tsx'),
    route(':productOfferKey/draw/:drawNo/buy', 'routes/raffle/buy.tsx', { id: 'raffle-draw-buy' }),
    route(':productOfferKey/buy', 'routes/raffle/buy.tsx', { id: 'raffle-buy' }),
    route(':productOfferKey/:gameTypeKey?', 'routes/play/offer.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
