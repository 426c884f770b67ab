import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { CONNECT_ID_RETURN_PATH, SANDBOX_CONNECT_ID_PAGE, sandboxConnectIdIdentities } from './identity-provider';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#eef1f5}
.ci{max-width:28rem;margin:0 auto;padding:0 0 2rem}
header{padding:.75rem 1rem;background:#fff;border-bottom:1px solid #d0d7de;font-weight:800;font-size:1.125rem}
main{margin:1rem;padding:1.25rem 1rem;border-radius:.75rem;background:#fff;border:1px solid #d0d7de}
h1{margin:0 0 1rem;font-size:1.25rem}
ul{list-style:none;margin:0 0 1rem;padding:0;display:grid;gap:.75rem}
a.pick{display:block;min-height:3rem;padding:.625rem 1rem;border-radius:.5rem;border:2px solid #0b2545;background:#0b2545;color:#fff;font-weight:700;text-decoration:none}
a.pick span{display:block;font-weight:400;font-size:.9375rem;color:#dbe4f0}
a{color:#0b57d0}
a:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.sandbox{margin:1rem;padding:.75rem 1rem;border-radius:.5rem;background:#fff8c5;border:1px solid #d4a72c;font-size:.875rem}
@media (min-width:40em){.ci{padding-top:2rem}header{border:1px solid #d0d7de;border-radius:.75rem .75rem 0 0}main,.sandbox{margin-left:0;margin-right:0}}
`;

const names: Record<keyof typeof sandboxConnectIdIdentities, string> = {
  verifies: 'Alex Match',
  fails: 'Blair Mismatch',
  under_age: 'Casey Young',
};

/**
 * The sandbox identity provider's ConnectID page (decision 442), as the card sandbox has its own
 * 3-D Secure page: the tester picks one of the published test identities, and the page sends them
 * back to the shop's registered return page only (never a caller's address) with a code and the
 * state it was given, untouched. The shop checks the state, not this page.
 */
export function sandboxConnectIdPage(): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { state?: string } }>(
      SANDBOX_CONNECT_ID_PAGE.replace(/^\/v2/, ''),
      { schema: { hide: true } },
      async (request, reply) => {
        const state = typeof request.query.state === 'string' ? request.query.state.slice(0, 2000) : '';
        const back = (params: Record<string, string>) =>
          escapeHtml(`${CONNECT_ID_RETURN_PATH}?${new URLSearchParams({ ...params, state }).toString()}`);
        const nonce = randomBytes(16).toString('base64url');
        const picks = (Object.keys(sandboxConnectIdIdentities) as (keyof typeof sandboxConnectIdIdentities)[])
          .map(
            (key) =>
              `<li><a class="pick" href="${back({ code: `sandbox-${key}` })}">${escapeHtml(names[key])}<span>${escapeHtml(sandboxConnectIdIdentities[key])}</span></a></li>`,
          )
          .join('');
        const body = state
          ? `<p>Choose the bank identity to share with the shop.</p><ul>${picks}</ul><p><a href="${back({ error: 'access_denied' })}">Cancel and go back to the shop</a></p>`
          : '<p>This ConnectID page was opened without a request from the shop.</p>';
        reply
          .status(state ? 200 : 400)
          .header(
            'content-security-policy',
            `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'`,
          )
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8');
        return reply.send(`<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verify with ConnectID | Sandbox identity provider</title>
<style nonce="${nonce}">${styles}</style></head>
<body><div class="ci"><header>ConnectID sandbox</header>
<main><h1>Verify with ConnectID</h1>${body}</main>
<p class="sandbox">Sandbox identity provider: no bank is asked. Each test identity answers as a real bank would.</p>
</div></body></html>`);
      },
    );
  };
}
