import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { compressedCopies, keptEncoding } from '../apps/server/src/platform/cache';

/**
 * The yardstick: Fastify with nothing but its JSON routes (no plugins, no hooks, no database, no
 * logging), started as its own process like the real server so both get a core alike.
 * GET /bare answers a tiny JSON object. GET /bare-offers answers the bytes of the real offers answer
 * (BARE_PAYLOAD_FILE) and GET /bare-home those of the kept home page (BARE_PAGE_FILE), each
 * compressed once at start and chosen per client as the shop keeps and sends its copies
 * (platform/cache.ts), so the platform's own cost can be told apart from the cost of sending that
 * many bytes.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ result: { hello: 'world' }, messages: [] }));
/** Serves a file's bytes at a path, compressed once at start for the clients that take it. */
function sendBytesOf(file: string | undefined, at: string, type: string) {
  if (!file) return;
  const body = readFileSync(file, 'utf8');
  const kept = { body, ...compressedCopies(body) };
  app.get(at, async (request, reply) => {
    reply.type(type);
    const { body: sent, encoding } = keptEncoding(kept, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(sent);
  });
}
sendBytesOf(process.env.BARE_PAYLOAD_FILE, '/bare-offers', 'application/json; charset=utf-8');
sendBytesOf(process.env.BARE_PAGE_FILE, '/bare-home', 'text/html; charset=utf-8');
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
