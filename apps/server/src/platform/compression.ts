import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli's quality for what is compressed as it is sent, rendered pages above all (decision 550):
 * 2 costs a signed-in page's render less CPU than the library's default 4 for a few percent more
 * bytes. Kept answers and pages are compressed once when kept, harder (platform/cache.ts).
 */
export const SENT_BROTLI_QUALITY = 2;

/**
 * Answers and pages compressed for the clients that accept it (issue 12): @fastify/compress on
 * every route, pages' streamed HTML included. Brotli at SENT_BROTLI_QUALITY before gzip; answers
 * under 1 KB go as they are. Request bodies are never inflated: a small compressed body could
 * expand past every size limit (docs/decisions/220). Registered before the routes: the plugin adds
 * its hook to each route as it is declared. An answer the answer cache already sent gzipped
 * (platform/cache.ts) passes through untouched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: SENT_BROTLI_QUALITY } },
    globalDecompression: false,
  });
}
