import { type Currency, currencies, formatMoney, toCurrency } from '@drawline/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../lib/clock';
import { cardPageScript } from './card-page-script';
import { escapeHtml, type PaymentHeading, sendGatewayPage } from './gateway-page';
import { SANDBOX_GATEWAY_PREFIX, type SandboxGateway, type SandboxPayment } from './sandbox-gateway.service';
import { sandboxPayPalPage } from './sandbox-paypal.pages';
import { SANDBOX_CHALLENGE_CODE } from './test-cards';

export interface GatewayPagesOptions {
  /** The merchant the customer pays, named on every page ("Drawline"). */
  merchantName: string;
  clock: Clock;
}

/** What the card page was opened for: the way back, and the amount of the payment it is for, if any. */
interface CardPageContext {
  returnTo: string;
  amount: { amount: number; currency: Currency } | null;
}

/**
 * The sandbox gateway's own pages (docs/decisions/170): the hosted card page, the 3-D Secure
 * challenge and the digital wallet approval, each naming the merchant and the amount as a real
 * hosted page does (issue 23). Under their own strict policy (gateway-page.ts) nothing of the
 * shop's pages can read what is typed into them; the card page's script checks as the customer
 * types, and the server checks the same rules (card-entry.ts) when the script does not run.
 */
export function sandboxGatewayPages(gateway: SandboxGateway, options: GatewayPagesOptions): FastifyPluginAsync {
  const noWayBack = '<p>This card page was opened without a way back to the shop.</p>';
  return async (app) => {
    // PayPal's window for the sandbox's Braintree (decision 488).
    await app.register(sandboxPayPalPage({ merchantName: options.merchantName }));
    app.get<{ Querystring: Record<string, string | undefined> }>(
      `${SANDBOX_GATEWAY_PREFIX}/card`,
      { schema: { hide: true } },
      async (request, reply) => {
        const context = cardPageContext(request.query);
        if (!context)
          return sendGatewayPage(reply, { status: 400, title: 'Card details', heading: null, body: noWayBack });
        return sendCardPage(reply, 200, context, {}, {});
      },
    );

    app.post<{ Body: Record<string, string | undefined> }>(
      `${SANDBOX_GATEWAY_PREFIX}/card`,
      { schema: { hide: true } },
      async (request, reply) => {
        const body = request.body ?? {};
        const context = cardPageContext(body);
        if (!context)
          return sendGatewayPage(reply, { status: 400, title: 'Card details', heading: null, body: noWayBack });
        const result = await gateway.tokenise({
          number: String(body.number ?? ''),
          expiry: String(body.expiry ?? ''),
          csc: String(body.csc ?? ''),
          name: String(body.name ?? ''),
        });
        // The number and code are never written back into the page.
        if ('errors' in result) return sendCardPage(reply, 400, context, result.errors, body);
        return reply.redirect(withQuery(context.returnTo, { gateway_token: result.token }), 303);
      },
    );

    app.get<{ Params: { reference: string } }>(
      `${SANDBOX_GATEWAY_PREFIX}/3ds/:reference`,
      { schema: { hide: true } },
      async (request, reply) => {
        const payment = await gateway.getPayment(request.params.reference);
        if (!payment) {
          return sendGatewayPage(reply, {
            status: 404,
            title: 'Payment not found',
            heading: null,
            body: '<p>There is no such payment.</p>',
          });
        }
        if (payment.status !== 'challenge') return reply.redirect(notifyUrl(payment), 303);
        const heading = paymentHeading(options, payment);
        if (payment.token === null) {
          return sendGatewayPage(reply, { status: 200, title: 'Approve payment', heading, body: walletForm(payment) });
        }
        const card = await gateway.describeCard(payment.token);
        const label = card ? `${brandNames[card.brand] ?? card.brand} ending ${card.last4}` : 'your card';
        return sendGatewayPage(reply, {
          status: 200,
          title: 'Verify your payment',
          heading,
          body: challengeForm(payment, label),
        });
      },
    );

    app.post<{ Params: { reference: string }; Body: Record<string, string | undefined> }>(
      `${SANDBOX_GATEWAY_PREFIX}/3ds/:reference`,
      { schema: { hide: true } },
      async (request, reply) => {
        const body = request.body ?? {};
        const payment = await gateway.answerChallenge(request.params.reference, {
          approve: body.action !== 'cancel',
          code: body.code,
        });
        if (!payment) {
          return sendGatewayPage(reply, {
            status: 404,
            title: 'Payment not found',
            heading: null,
            body: '<p>There is no such payment.</p>',
          });
        }
        return reply.redirect(notifyUrl(payment), 303);
      },
    );
  };

  function sendCardPage(
    reply: Parameters<typeof sendGatewayPage>[0],
    status: number,
    context: CardPageContext,
    errors: Record<string, string>,
    kept: Record<string, string | undefined>,
  ) {
    const heading: PaymentHeading = {
      merchantName: options.merchantName,
      amount: context.amount ? formatMoney(context.amount) : null,
      currency: context.amount?.currency ?? null,
      purpose: context.amount
        ? `Your order with ${options.merchantName}. Your card is saved here; you confirm the payment on the next page.`
        : `Save a card with ${options.merchantName}. Nothing is charged now.`,
    };
    return sendGatewayPage(reply, {
      status,
      title: 'Card details',
      heading,
      body: cardForm(context, errors, { name: kept.name, expiry: kept.expiry }, options.clock.now()),
      script: cardPageScript(),
    });
  }
}

const brandNames: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** The way back (a path of this site only) and the amount the shop said the card is for. */
function cardPageContext(values: Record<string, string | undefined>): CardPageContext | null {
  const returnTo = safeReturnPath(values.returnTo ?? values.return_to);
  if (!returnTo) return null;
  const amount = String(values.amount ?? '');
  const currency = String(values.currency ?? '');
  const known = (currencies as readonly string[]).includes(currency);
  return {
    returnTo,
    amount:
      /^\d{1,9}$/.test(amount) && Number(amount) > 0 && known
        ? { amount: Number(amount), currency: toCurrency(currency) }
        : null,
  };
}

function paymentHeading(options: GatewayPagesOptions, payment: SandboxPayment): PaymentHeading {
  const currency = toCurrency(payment.currency);
  return {
    merchantName: options.merchantName,
    amount: formatMoney({ amount: payment.amount, currency }),
    currency,
    purpose: `Payment to ${options.merchantName}`,
  };
}

/** Only a path of this site: the page never sends the browser (and a token) elsewhere. */
function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return value.length <= 500 ? value : null;
}

/** Back to the merchant's notify address with the payment's reference, as a gateway's callback does. */
function notifyUrl(payment: SandboxPayment): string {
  return withQuery(payment.returnUrl, { payment_reference: payment.reference });
}

function withQuery(path: string, params: Record<string, string>): string {
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
}

function amountOf(payment: SandboxPayment): string {
  return escapeHtml(formatMoney({ amount: payment.amount, currency: toCurrency(payment.currency) }));
}

const errorIcon = '<span aria-hidden="true">⚠</span>';

/**
 * A field with its label, hint and error, tied together with aria-describedby. The error's
 * element is always there (hidden when empty), so the page's script can fill it in; the first
 * wrong field the server found takes the focus.
 */
function field(
  input: { name: string; label: string; attrs: string; value?: string; hint?: string; after?: string },
  errors: Record<string, string>,
  firstWrong: string | undefined,
): string {
  const { name } = input;
  const error = errors[name];
  const described = [input.hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  const control = `<input id="${name}" name="${name}" ${input.attrs}${error ? ' aria-invalid="true"' : ''}${
    described ? ` aria-describedby="${described}"` : ''
  }${firstWrong === name ? ' autofocus' : ''} value="${escapeHtml(input.value ?? '')}">`;
  return `<div class="field"><label for="${name}">${input.label}</label>${
    input.hint ? `<span class="hint" id="${name}-hint">${escapeHtml(input.hint)}</span>` : ''
  }${input.after ? `<div class="with-brand">${control}${input.after}</div>` : control}<span class="error" id="${name}-error"${
    error ? '' : ' hidden'
  }>${errorIcon}<span class="error-text">${escapeHtml(error ?? '')}</span></span></div>`;
}

function cardForm(
  context: CardPageContext,
  errors: Record<string, string>,
  kept: { name?: string; expiry?: string },
  now: Date,
) {
  const firstWrong = ['name', 'number', 'expiry', 'csc'].find((n) => errors[n]);
  const today = `${now.getUTCFullYear()}-${now.getUTCMonth() + 1}`;
  const summary = firstWrong
    ? '<p class="error-summary" role="alert">Some card details need a second look: see the messages below.</p>'
    : '';
  return `${summary}<form id="card-form" method="post" action="${SANDBOX_GATEWAY_PREFIX}/card" novalidate data-today="${today}">
<input type="hidden" name="return_to" value="${escapeHtml(context.returnTo)}">
${context.amount ? `<input type="hidden" name="amount" value="${context.amount.amount}"><input type="hidden" name="currency" value="${context.amount.currency}">` : ''}
${field({ name: 'name', label: 'Name on card', attrs: 'autocomplete="cc-name" autocapitalize="words" spellcheck="false" maxlength="100" required', value: kept.name }, errors, firstWrong)}
${field({ name: 'number', label: 'Card number', attrs: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required', hint: 'Visa, Mastercard or American Express', after: '<span class="brand" id="number-brand" aria-live="polite" hidden></span>' }, errors, firstWrong)}
<div class="row">
${field({ name: 'expiry', label: 'Expiry (MM/YY)', attrs: 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required', value: kept.expiry }, errors, firstWrong)}
${field({ name: 'csc', label: 'Security code', attrs: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required', hint: '3 or 4 digits' }, errors, firstWrong)}
</div>
<div class="actions"><button type="submit" class="primary" data-busy="${context.amount ? 'One moment…' : 'Saving card…'}">${escapeHtml(submitWords(context))}</button>
<a class="cancel" href="${escapeHtml(context.returnTo)}">Cancel and go back to the shop</a></div>
</form>`;
}

/**
 * The card form's button says what it leads to (decision 316): opened for a payment, the customer
 * goes on to pay that amount on the shop's page, which charges the saved card; else the card is saved.
 */
function submitWords(context: CardPageContext): string {
  return context.amount ? `Continue to pay ${formatMoney(context.amount)}` : 'Save card';
}

function challengeForm(payment: SandboxPayment, cardLabel: string): string {
  return `<p>Your bank asks you to confirm this payment of <strong>${amountOf(payment)}</strong> with ${escapeHtml(cardLabel)}.</p>
<form method="post" action="${SANDBOX_GATEWAY_PREFIX}/3ds/${escapeHtml(payment.reference)}" novalidate>
${field({ name: 'code', label: 'One-time code', attrs: 'inputmode="numeric" autocomplete="one-time-code" maxlength="8" required', hint: `Sent by your bank. In the sandbox the code is ${SANDBOX_CHALLENGE_CODE}; any other code fails the check.` }, {}, undefined)}
<div class="actions"><button type="submit" class="primary" name="action" value="confirm">Confirm</button>
<button type="submit" class="secondary" name="action" value="cancel">Cancel payment</button></div>
</form>`;
}

function walletForm(payment: SandboxPayment): string {
  return `<p>Approve a payment of <strong>${amountOf(payment)}</strong> with your sandbox digital wallet.</p>
<form method="post" action="${SANDBOX_GATEWAY_PREFIX}/3ds/${escapeHtml(payment.reference)}">
<div class="actions"><button type="submit" class="primary" name="action" value="approve">Approve</button>
<button type="submit" class="secondary" name="action" value="cancel">Cancel payment</button></div>
</form>`;
}
