import { currencies, formatMoney, sandboxPayPalNonces, toCurrency } from '@drawline/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, sendGatewayPage } from './gateway-page';
import { SANDBOX_PAYPAL_PAGE } from './sandbox-braintree';

/**
 * The sandbox's PayPal window (decision 488): what Braintree's drop-in and PayPal's own page do
 * for the shop. The customer approves (or cancels) a payment of the amount the shop names, and
 * the browser goes back to the shop's page with the one-time nonce, which the shop's server
 * charges (POST /funds/pl/braintree). Nothing is charged here.
 */
export function sandboxPayPalPage(options: { merchantName: string }): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: Record<string, string | undefined> }>(
      SANDBOX_PAYPAL_PAGE,
      { schema: { hide: true } },
      async (request, reply) => {
        // The platform hands query keys over camelCased (return_to arrives as returnTo).
        const returnTo = safeReturnPath(request.query.returnTo ?? request.query.return_to);
        const amount = String(request.query.amount ?? '');
        const currency = String(request.query.currency ?? '');
        if (!returnTo || !/^\d{1,9}$/.test(amount) || !(currencies as readonly string[]).includes(currency)) {
          return sendGatewayPage(reply, {
            status: 400,
            title: 'PayPal',
            heading: null,
            body: '<p>This PayPal page was opened without an amount or a way back to the shop.</p>',
          });
        }
        const money = formatMoney({ amount: Number(amount), currency: toCurrency(currency) });
        const back = (params: Record<string, string>) =>
          escapeHtml(`${returnTo}${returnTo.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`);
        return sendGatewayPage(reply, {
          status: 200,
          title: 'Pay with PayPal',
          heading: {
            merchantName: options.merchantName,
            amount: money,
            currency,
            purpose: `Approve this payment to ${options.merchantName}; you confirm it on the shop's page.`,
          },
          body: `<p>Signed in to PayPal as <strong>sandbox buyer</strong>. Approving sends ${escapeHtml(options.merchantName)} a one-time approval for <strong>${escapeHtml(money)}</strong>.</p>
<div class="actions"><a class="button-link primary" href="${back({ nonce: sandboxPayPalNonces.approve, amount })}">Approve ${escapeHtml(money)}</a>
<a class="button-link secondary" href="${back({ nonce: sandboxPayPalNonces.decline, amount })}">Approve with a declining account</a>
<a class="cancel" href="${back({ paypal: 'cancelled' })}">Cancel and go back to the shop</a></div>`,
        });
      },
    );
  };
}

/** Only a path of this site: the page never sends the browser (and a nonce) elsewhere. */
function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return value.length <= 500 ? value : null;
}
