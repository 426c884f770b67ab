import { randomBytes } from 'node:crypto';
import { formatMoney, toCurrency } from '@drawline/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SANDBOX_GATEWAY_PREFIX, type SandboxGateway, type SandboxPayment } from './sandbox-gateway.service';
import { SANDBOX_CHALLENGE_CODE } from './test-cards';

/**
 * The sandbox gateway's own pages (docs/decisions/170): the hosted card page, the 3-D Secure
 * challenge and the digital wallet approval. They are plain forms with no script at all, under
 * their own strict policy, so nothing of the shop's pages can read what is typed into them.
 */
export function sandboxGatewayPages(gateway: SandboxGateway): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { returnTo?: string } }>(
      `${SANDBOX_GATEWAY_PREFIX}/card`,
      { schema: { hide: true } },
      async (request, reply) => {
        const returnTo = safeReturnPath(request.query.returnTo);
        if (!returnTo)
          return page(reply, 400, 'Card details', '<p>This card page was opened without a way back to the shop.</p>');
        return page(reply, 200, 'Card details', cardForm(returnTo, {}, {}));
      },
    );

    app.post<{ Body: Record<string, string | undefined> }>(
      `${SANDBOX_GATEWAY_PREFIX}/card`,
      { schema: { hide: true } },
      async (request, reply) => {
        const body = request.body ?? {};
        const returnTo = safeReturnPath(body.returnTo);
        if (!returnTo)
          return page(reply, 400, 'Card details', '<p>This card page was opened without a way back to the shop.</p>');
        const result = await gateway.tokenise({
          number: String(body.number ?? ''),
          expiry: String(body.expiry ?? ''),
          csc: String(body.csc ?? ''),
          name: String(body.name ?? ''),
        });
        if ('errors' in result) {
          // The number and code are never written back into the page.
          return page(
            reply,
            400,
            'Card details',
            cardForm(returnTo, result.errors, { name: body.name, expiry: body.expiry }),
          );
        }
        return reply.redirect(withQuery(returnTo, { gateway_token: result.token }), 303);
      },
    );

    app.get<{ Params: { reference: string } }>(
      `${SANDBOX_GATEWAY_PREFIX}/3ds/:reference`,
      { schema: { hide: true } },
      async (request, reply) => {
        const payment = await gateway.getPayment(request.params.reference);
        if (!payment) return page(reply, 404, 'Payment not found', '<p>There is no such payment.</p>');
        if (payment.status !== 'challenge') return reply.redirect(notifyUrl(payment), 303);
        const body = payment.token === null ? walletForm(payment) : challengeForm(payment);
        return page(reply, 200, payment.token === null ? 'Approve payment' : 'Verify your payment', body);
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
        if (!payment) return page(reply, 404, 'Payment not found', '<p>There is no such payment.</p>');
        return reply.redirect(notifyUrl(payment), 303);
      },
    );
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

function fieldHtml(name: string, label: string, errors: Record<string, string>, attrs: string, value = ''): string {
  const error = errors[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<p><label for="${name}">${label}</label><br><input id="${name}" name="${name}" ${attrs}${described} value="${escapeHtml(value)}">${
    error ? `<br><span class="error" id="${name}-error">${escapeHtml(error)}</span>` : ''
  }</p>`;
}

function cardForm(returnTo: string, errors: Record<string, string>, kept: { name?: string; expiry?: string }): string {
  return `<p>Sandbox gateway: no real card is charged. Use a published test card.</p>
<form method="post" action="${SANDBOX_GATEWAY_PREFIX}/card" novalidate>
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
${fieldHtml('name', 'Name on card', errors, 'autocomplete="cc-name" required', kept.name ?? '')}
${fieldHtml('number', 'Card number', errors, 'inputmode="numeric" autocomplete="cc-number" required')}
${fieldHtml('expiry', 'Expiry (MM/YY)', errors, 'autocomplete="cc-exp" placeholder="MM/YY" required', kept.expiry ?? '')}
${fieldHtml('csc', 'Security code', errors, 'inputmode="numeric" autocomplete="cc-csc" required')}
<p><button type="submit">Save card</button> <a href="${escapeHtml(returnTo)}">Cancel</a></p>
</form>`;
}

function challengeForm(payment: SandboxPayment): string {
  return `<p>Your bank asks you to confirm a payment of <strong>${amountOf(payment)}</strong>.</p>
<p>Sandbox: the code is ${SANDBOX_CHALLENGE_CODE}; any other code fails the check.</p>
<form method="post" action="${SANDBOX_GATEWAY_PREFIX}/3ds/${escapeHtml(payment.reference)}" novalidate>
${fieldHtml('code', 'One-time code', {}, 'inputmode="numeric" autocomplete="one-time-code" required')}
<p><button type="submit" name="action" value="confirm">Confirm</button>
<button type="submit" name="action" value="cancel">Cancel payment</button></p>
</form>`;
}

function walletForm(payment: SandboxPayment): string {
  return `<p>Approve a payment of <strong>${amountOf(payment)}</strong> with your sandbox digital wallet.</p>
<form method="post" action="${SANDBOX_GATEWAY_PREFIX}/3ds/${escapeHtml(payment.reference)}">
<p><button type="submit" name="action" value="approve">Approve</button>
<button type="submit" name="action" value="cancel">Cancel payment</button></p>
</form>`;
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  const nonce = randomBytes(16).toString('base64url');
  reply
    .status(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8');
  return reply.send(`<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Sandbox gateway</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}.error{color:#b00020}button{font-size:1rem;padding:.5rem 1rem}
a{color:#0b57d0}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
