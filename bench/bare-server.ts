import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';

/**
 * The yardstick: Fastify with nothing but its JSON routes (no plugins, no hooks, no database, no
 * logging), started as its own process like the real server so both get a core alike.
 * GET /bare answers a tiny JSON object. GET /bare-offers answers the bytes of the real offers answer
 * (BARE_PAYLOAD_FILE), gzipped once at start for clients that take gzip, so the platform's own
 * cost can be told apart from the cost of sending that many bytes.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ result: { hello: 'world' }, messages: [] }));
const payloadFile = process.env.BARE_PAYLOAD_FILE;
if (payloadFile) {
  const body = readFileSync(payloadFile, 'utf8');
  const gzipped = gzipSync(body);
  app.get('/bare-offers', async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(gzipped);
    }
    return reply.send(body);
  });
}
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
