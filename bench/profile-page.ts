/**
 * A CPU profile of the shop process while it renders one page over and over (issue 12: where a
 * render's CPU goes). A throwaway PostgreSQL (the database's own CPU is then another process's, as
 * in `npm run bench`), the shop in production mode with the demo catalogue, started under
 * `node --cpu-prof`; PROFILE_PATH (default /) is asked at PROFILE_RATE per second (default 20) for
 * PROFILE_SECONDS (default 20) with PROFILE_COOKIE (default `bench_private=1`: a cookie the page
 * cache does not know, so every answer is a render; empty for none; a call works too) and
 * PROFILE_ENCODING (default gzip; `gzip, deflate, br` as a browser asks). PROFILE_COOKIE=customer signs
 * a new customer up with four Powerball games in the cart (as `npm run bench`'s play-customer) and asks
 * the page as them. The .cpuprofile lands in bench/results/ (open
 * it in Chrome's DevTools); the top functions by self time are printed.
 *
 *   npm run build && node --import tsx bench/profile-page.ts
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startPostgres } from '../apps/server/tests/postgres-server';
import { waitUntilReady } from '../apps/server/tests/server-process';
import { signedInWithCart } from './signed-in-customer';

const root = fileURLToPath(new URL('..', import.meta.url));
const pagePath = process.env.PROFILE_PATH ?? '/';
const rate = Number(process.env.PROFILE_RATE ?? 20);
const seconds = Number(process.env.PROFILE_SECONDS ?? 20);
const cookie = process.env.PROFILE_COOKIE ?? 'bench_private=1';
const outDir = path.join(root, 'bench', 'results', `profile-${new Date().toISOString().replace(/[:.]/g, '-')}`);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function main() {
  const postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('create database drawline_profile');
  await admin.end();
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${outDir}`, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: postgres.url('drawline_profile'),
        HOST: '127.0.0.1',
        PORT: String(port),
        NODE_ENV: 'production',
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'warn',
        DEMO_SITE: 'true',
        SEED_DEMO_DATA: 'true',
        RATE_LIMIT_PER_MINUTE: '1000000000',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_MAX_DATABASE_WAITING: '0',
        AUTH_SECRET: 'profile-secret-profile-secret-profile-secret',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let answers = 0;
  const server = {
    child,
    baseURL: `http://127.0.0.1:${port}`,
    output: () => '',
    exited: exited as Promise<number | null>,
    stop: async () => null,
  };
  try {
    await waitUntilReady(server, 120_000);
    const url = `${server.baseURL}${pagePath}`;
    const headers: Record<string, string> = {
      'accept-encoding': process.env.PROFILE_ENCODING ?? 'gzip',
      version: '3.9',
      ...(cookie && { cookie: cookie === 'customer' ? await signedInWithCart(server.baseURL) : cookie }),
    };
    // Warm-up, then the profiled run.
    await autocannon({ url, headers, duration: 3, connections: 4 });
    const r = await autocannon({ url, headers, duration: seconds, connections: 4, overallRate: rate });
    answers = r.requests.total;
    console.log(`${r.requests.total} answers (${r.non2xx} non-2xx), p50 ${r.latency.p50} ms`);
  } finally {
    child.kill('SIGTERM');
    await exited;
    postgres.stop();
  }
  const file = readdirSync(outDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('No profile was written');
  const profile = JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as Profile;
  // Only the profiled run: the samples of its last `seconds` before the shutdown's last half second.
  const times: number[] = [];
  let at = 0;
  for (const delta of profile.timeDeltas) {
    at += delta;
    times.push(at);
  }
  const from = at - (seconds + 0.5) * 1e6;
  const to = at - 0.5e6;
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    if (times[i]! >= from && times[i]! <= to) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    total += us;
    const where = url.replace(/^.*node_modules\//, '').replace(`file://${root}`, '');
    const name = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const area = url.includes('node_modules/')
      ? url.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1')
      : url.includes('/apps/web/build/')
        ? 'web build (our pages)'
        : url.includes('/apps/server/src/')
          ? 'server src'
          : url.startsWith('node:')
            ? url.split('/')[0]!.replace(/:.*/, ': ') + url.replace(/^node:(internal\/)?/, '').split('/')[0]
            : functionName.startsWith('(')
              ? functionName
              : url || '(native)';
    byArea.set(area, (byArea.get(area) ?? 0) + us);
  }
  console.log(
    `profile: ${path.relative(root, path.join(outDir, file))}; ${(total / 1000).toFixed(0)} ms busy in the run`,
  );
  console.log(`CPU per answer (sampled, busy): ${(total / 1000 / Math.max(1, answers)).toFixed(2)} ms`);
  for (const [name, us] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
  console.log('');
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
}

await main();
