import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';

/**
 * The yardstick: Fastify with nothing but its JSON routes (no plugins, no hooks, no database, no
 * logging), started as its own process like the real server so both get a core alike.
 * GET /bare answers a tiny JSON object. GET /bare-offers answers the bytes of the real offers answer
 * (BARE_PAYLOAD_FILE) and GET /bare-home those of the kept home page (BARE_PAGE_FILE), each gzipped
 * once at start for clients that take gzip, so the platform's own cost can be told apart from the
 * cost of sending that many bytes.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ result: { hello: 'world' }, messages: [] }));
/** Serves a file's bytes at a path, gzipped once at start for the clients that take gzip. */
function sendBytesOf(file: string | undefined, at: string, type: string) {
  if (!file) return;
  const body = readFileSync(file, 'utf8');
  const gzipped = gzipSync(body);
  app.get(at, async (request, reply) => {
    reply.type(type);
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(gzipped);
    }
    return reply.send(body);
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
