/**
 * First-load JavaScript of the play page, gzipped: the client manifest, the entry and every module
 * the play route preloads (root, main layout, play page) with their imports.
 *
 *   node --import tsx bench/play-page-js-size.ts                 reads the build in apps/web/build
 *   node --import tsx bench/play-page-js-size.ts --url http://127.0.0.1:3000/powerball
 *                                                                reads the modulepreload links of a served page
 * Prints one line per asset and the total in KiB; the aim is under 120 KiB (issue 12).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 120;
const PLAY_ROUTES = ['root', 'layouts/main', 'routes/play/offer'];

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.join(process.env.WEB_BUILD_DIR ?? path.join(root, 'apps/web/build'), 'client');

/** Asset urls the play page loads, from the built manifest. */
function fromManifest(): { urls: string[]; read: (url: string) => Promise<Buffer> } {
  const assets = path.join(clientDir, 'assets');
  if (!existsSync(assets)) throw new Error(`No build at ${clientDir}: run npm run build first.`);
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error('No client manifest in the build.');
  const text = readFileSync(path.join(assets, file), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest;
  // With lazy route discovery (React Router's default) a page carries its own routes inline and
  // never loads the whole manifest file; with 'initial' discovery it does.
  const serverBuild = path.join(clientDir, '..', 'server', 'index.js');
  const lazyDiscovery =
    existsSync(serverBuild) && /routeDiscovery = \{\s*"mode": "lazy"/.test(readFileSync(serverBuild, 'utf8'));
  const urls = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  if (!lazyDiscovery) urls.add(`/assets/${file}`);
  for (const id of PLAY_ROUTES) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the manifest.`);
    urls.add(route.module);
    for (const i of route.imports ?? []) urls.add(i);
  }
  return { urls: [...urls], read: async (url) => readFileSync(path.join(clientDir, url)) };
}

/** Asset urls a served page loads: its module scripts and modulepreload links. */
async function fromPage(pageUrl: string): Promise<{ urls: string[]; read: (url: string) => Promise<Buffer> }> {
  const html = await (await fetch(pageUrl)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]!);
  return {
    urls: [...urls],
    read: async (url) => Buffer.from(await (await fetch(new URL(url, pageUrl))).arrayBuffer()),
  };
}

const at = process.argv.indexOf('--url');
const source = at > 0 && process.argv[at + 1] ? await fromPage(process.argv[at + 1]!) : fromManifest();
let raw = 0;
let gzipped = 0;
const rows: [string, number, number][] = [];
for (const url of source.urls) {
  const body = await source.read(url);
  const gz = gzipSync(body).length;
  raw += body.length;
  gzipped += gz;
  rows.push([url, body.length, gz]);
}
rows.sort((a, b) => b[2] - a[2]);
const kib = (n: number) => (n / 1024).toFixed(1);
for (const [url, size, gz] of rows) console.log(`${kib(gz).padStart(7)} KiB gz  ${kib(size).padStart(7)} KiB  ${url}`);
console.log(`play page first-load JavaScript: ${rows.length} files, ${kib(raw)} KiB, ${kib(gzipped)} KiB gzipped`);
console.log(`budget ${BUDGET_KIB} KiB gzipped: ${gzipped / 1024 <= BUDGET_KIB ? 'within' : 'OVER'}`);
if (!(at > 0)) {
  // What a browser that takes brotli is sent: the build's own brotli file where there is one
  // (apps/web/vite.config.ts), else the file as it is (no brotli copy is smaller).
  let sent = 0;
  for (const url of source.urls) {
    const file = path.join(clientDir, url);
    sent += existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : readFileSync(file).length;
  }
  console.log(`as sent to a browser that takes brotli (the build's brotli files): ${kib(sent)} KiB`);
}
