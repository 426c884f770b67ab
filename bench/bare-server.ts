import Fastify from 'fastify';

/**
 * The yardstick: Fastify with one JSON route and nothing else (no plugins, no database, no
 * logging), started as its own process like the real server so both get the same core.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ result: { hello: 'world' }, messages: [] }));
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
