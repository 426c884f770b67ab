import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers and pages compressed for the clients that accept it (issue 12): @fastify/compress on
 * every route, pages' streamed HTML included. Brotli at its quality 4 (the library's default, as
 * cheap as gzip and smaller) before gzip; answers under 1 KB go as they are. Request bodies are
 * never inflated: a small compressed body could expand past every size limit (docs/decisions/220).
 * Registered before the routes: the plugin adds its hook to each route as it is declared. An
 * answer the answer cache already sent gzipped (platform/cache.ts) passes through untouched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
