import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inject } from 'vitest';

/**
 * The server and the fault tests' worker scripts compiled once per run into a few plain
 * JavaScript files, for the tests that start them as processes (decision 546).
 *
 * A process started as `npm run serve` is (node --import tsx) spends about 5 s of CPU loading
 * some five hundred TypeScript modules through tsx's loader hooks before it reads its
 * configuration; the same code compiled by esbuild (as tsx itself compiles it, module by module)
 * loads in under 2 s. The tests that start processes to kill them, race them or run two at once
 * test the shop's rules, not how its modules load, so they run this compiled copy. The tests of
 * the operator's own commands keep the real command: `production-start` for its plain start, and
 * `staff-command-line` for its first call (the later ones test what the command says and does).
 *
 * Only the shop's own code is compiled in; every package stays an import of node_modules, resolved
 * from apps/server as the source's are. `import.meta.url` keeps naming each source file, so the
 * migrations folder, the password list and the web build are found where they are.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the run's compiled server (buildServerBundle), or '' for none. */
    serverBundleDir: string;
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
const entries = {
  main: 'apps/server/src/main.ts',
  // The staff command line after its first call (staff-command-line.api.test.ts).
  'staff-cli': 'apps/server/src/cli/staff.ts',
  ...Object.fromEntries(
    readdirSync(path.join(root, 'apps/server/tests'))
      .filter((file) => file.endsWith('-worker.ts'))
      .map((file) => [file.replace(/\.ts$/, ''), `apps/server/tests/${file}`]),
  ),
};

/** Compiles the entries into a folder of apps/server's node_modules cache, named by `tag`; answers the folder. */
export async function buildServerBundle(tag: string): Promise<string> {
  const outdir = path.join(root, 'apps/server/node_modules/.cache/drawline-server-bundle', tag);
  rmSync(outdir, { recursive: true, force: true });
  const { build } = await import('esbuild');
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'drawline-sources-only',
        setup(b) {
          // Packages stay imports (the workspace's own @drawline/* sources are compiled in).
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@drawline/') ? undefined : { path: args.path, external: true },
          );
          // Each module keeps its own import.meta.url, as under tsx.
          b.onLoad({ filter: /\.tsx?$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          }));
        },
      },
    ],
  });
  return outdir;
}

/**
 * The node arguments that run `script` (a path from the repository's root): its compiled copy when
 * the run's global set-up built one, else the source through tsx.
 */
export function nodeArguments(script: string): string[] {
  let outdir = '';
  try {
    outdir = inject('serverBundleDir') ?? '';
  } catch {
    // Outside a Vitest worker (a benchmark's runner): the source, as `npm run serve` runs it.
  }
  const name = Object.entries(entries).find(([, file]) => file === script)?.[0];
  const compiled = outdir && name ? path.join(outdir, `${name}.mjs`) : '';
  return compiled && existsSync(compiled) ? ['--enable-source-maps', compiled] : ['--import', 'tsx', script];
}
