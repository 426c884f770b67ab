import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;

/**
 * Every built asset of the browser's bundle written beside itself compressed, brotli at its best
 * (quality 11) and gzip at level 9: the server sends these files (@fastify/static's
 * `preCompressed`) instead of compressing the same script again for every visitor, which at the
 * jackpot peak is CPU taken from purchases (issue 12), and a phone gets fewer bytes than the
 * server's quick on-the-fly quality would give. Small files too, made once here: an asset without
 * a copy costs the server a failed look for each encoding on every request for it. A copy no
 * smaller than the file is not written.
 */
function precompressAssets(): Plugin {
  return {
    name: 'drawline:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!COMPRESSIBLE.test(file.fileName)) return;
          const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([
            br.length < source.length && writeFile(`${target}.br`, br),
            gz.length < source.length && writeFile(`${target}.gz`, gz),
          ]);
        }),
      );
    },
  };
}

/** React, React DOM and React Router: every page needs them all, and they change together. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

export default defineConfig({
  plugins: [reactRouter(), precompressAssets()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      // zod's builders called at a module's top level (the contracts' schemas) are kept by the
      // bundler as calls it cannot prove harmless, so a page importing one constant of a contracts
      // module built every schema of it in the browser. Named pure, a schema nothing reads is left
      // out of the bundle (docs/decisions/553).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // One file for the framework instead of five: each file is a round trip on a phone's
        // connection (six at most to one host over HTTP/1.1), and every page needs all five.
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] },
      },
    },
  },
});
