import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** What the customer is paying, shown at the top of every gateway page as a real hosted page does. */
export interface PaymentHeading {
  merchantName: string;
  /** "$3.50", formatted; null when nothing is charged on this page (a card saved for later). */
  amount: string | null;
  currency: string | null;
  /** Under the amount: what the page is for. */
  purpose: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The gateway's own look, phone first: the merchant and the amount on top, one column of large
 * fields, contrast above 4.5:1, visible focus. Its own stylesheet, not the shop's: the page is
 * the gateway's, as a real hosted page is.
 */
const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#eef1f5}
.gw{max-width:28rem;margin:0 auto;padding:0 0 2rem}
.gw-bar{display:flex;align-items:center;justify-content:space-between;gap:.75rem;padding:.75rem 1rem;background:#fff;border-bottom:1px solid #d0d7de}
.gw-merchant{font-weight:800;font-size:1.125rem}
.gw-secure{display:flex;align-items:center;gap:.35rem;font-size:.875rem;color:#3d4752}
.gw-secure svg{width:1rem;height:1rem;fill:#1a7f37}
.gw-summary{margin:1rem;padding:1rem;border-radius:.75rem;background:#0b2545;color:#fff}
.gw-summary p{margin:0}
.gw-amount{font-size:2rem;font-weight:800;letter-spacing:-.01em}
.gw-amount small{font-size:1rem;font-weight:600;margin-left:.35rem}
.gw-purpose{color:#dbe4f0}
.gw-card{margin:0 1rem;padding:1.25rem 1rem;border-radius:.75rem;background:#fff;border:1px solid #d0d7de}
h1{margin:0 0 1rem;font-size:1.25rem}
.field{margin:0 0 1rem}
.field label{display:block;font-weight:700;margin-bottom:.25rem}
.hint{display:block;font-size:.875rem;color:#3d4752;margin-bottom:.25rem}
.field input{display:block;width:100%;min-height:3rem;padding:.625rem .75rem;font:inherit;font-size:1.125rem;border:2px solid #57606a;border-radius:.5rem;background:#fff;color:#1b1f24}
.field input[aria-invalid=true]{border-color:#b3261e}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.with-brand{position:relative}
.brand{position:absolute;right:.5rem;top:50%;transform:translateY(-50%);padding:.125rem .5rem;border-radius:.25rem;background:#0b2545;color:#fff;font-size:.8125rem;font-weight:700}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.error{display:flex;gap:.35rem;margin-top:.35rem;color:#b3261e;font-weight:600;font-size:.9375rem}
.error[hidden]{display:none}
.error-summary{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #b3261e;background:#fdecea;color:#1b1f24}
.actions{display:grid;gap:.75rem;margin-top:1.25rem}
button,.button-link{min-height:3rem;padding:.625rem 1rem;font:inherit;font-weight:700;border-radius:.5rem;border:2px solid #0b2545;cursor:pointer}
.primary{background:#0b2545;color:#fff}
.button-link{display:flex;align-items:center;justify-content:center;text-decoration:none;box-sizing:border-box}
.secondary{background:#fff;color:#0b2545}
a{color:#0b57d0}
.cancel{text-align:center}
.sandbox{margin:1rem;padding:.75rem 1rem;border-radius:.5rem;background:#fff8c5;border:1px solid #d4a72c;font-size:.875rem}
.sandbox code{font-size:.875rem}
@media (min-width:40em){.gw{padding-top:2rem}.gw-bar{border:1px solid #d0d7de;border-radius:.75rem .75rem 0 0}.gw-summary,.gw-card,.sandbox{margin-left:0;margin-right:0}}
`;

const lock =
  '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 7V5a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z"/></svg>';

/**
 * Sends a gateway page under its own strict policy: nothing but its own nonce'd style and script,
 * forms posted only to this site, never framed by another site.
 */
export function sendGatewayPage(
  reply: FastifyReply,
  input: { status: number; title: string; heading: PaymentHeading | null; body: string; script?: string },
) {
  const nonce = randomBytes(16).toString('base64url');
  reply
    .status(input.status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8');
  const h = input.heading;
  const summary = h
    ? `<section class="gw-summary" aria-label="Payment summary">${
        h.amount
          ? `<p class="gw-amount" data-testid="gateway-amount">${escapeHtml(h.amount)}<small>${escapeHtml(h.currency ?? '')}</small></p>`
          : ''
      }<p class="gw-purpose">${escapeHtml(h.purpose)}</p></section>`
    : '';
  return reply.send(`<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}${h ? ` – ${escapeHtml(h.merchantName)}` : ''} | Sandbox payment gateway</title>
<meta name="description" content="The sandbox payment gateway's secure page: card details are taken here, never by the shop.">
<style nonce="${nonce}">${styles}</style></head>
<body><div class="gw">
<header class="gw-bar"><span class="gw-merchant" data-testid="gateway-merchant">${escapeHtml(h?.merchantName ?? 'Payment')}</span><span class="gw-secure">${lock}Secure payment page</span></header>
${summary}
<main class="gw-card"><h1>${escapeHtml(input.title)}</h1>${input.body}</main>
<p class="sandbox">Sandbox payment gateway: no real card is charged. Test cards: <code>4242 4242 4242 4242</code> (approved), <code>4000 0000 0000 3220</code> (3-D Secure, code 1234), <code>4000 0000 0000 0002</code> (declined).</p>
</div>${input.script ? `<script nonce="${nonce}">${input.script}</script>` : ''}</body></html>`);
}
