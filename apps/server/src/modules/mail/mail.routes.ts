import escapeHtml from 'escape-html';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/app-error';
import { noSuchCall } from '../../platform/envelope';
import { isLocalClient } from '../../platform/local-client';
import type { MailboxFolderTransport } from './transport';

/**
 * The development mailbox viewer: what the folder transport delivered, newest first. Registered
 * only outside production, and only when mail goes to the folder; it answers only a browser on
 * this machine (docs/decisions/085), since the shop listens on every interface by default and the
 * mailbox holds reset links and sign-in codes.
 */
export function devMailboxRoutes(mailbox: MailboxFolderTransport): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isLocalClient(request)) throw noSuchCall(app, request);
    });

    app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
      const messages = mailbox.list();
      if (!String(request.headers.accept ?? '').includes('text/html')) return { messages };
      const rows = messages
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.deliveredAt)}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
        )
        .join('');
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mailbox</title><h1>Mailbox (${messages.length})</h1><table><thead><tr><th>Delivered</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table></html>`;
    });

    app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
      const message = mailbox.read(request.params.id);
      if (!message) throw notFound('The message');
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      // Our own templates: the html part is shown as written, the text part beside it.
      return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title><p><a href="/dev/mailbox">Mailbox</a></p><dl><dt>To</dt><dd>${escapeHtml(message.to)}</dd><dt>From</dt><dd>${escapeHtml(message.from)}</dd><dt>Subject</dt><dd>${escapeHtml(message.subject)}</dd></dl>${message.html ?? ''}<hr><pre>${escapeHtml(message.text)}</pre></html>`;
    });
  };
}
