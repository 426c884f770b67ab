/**
 * A first visit on a slow phone, measured in the browser rather than simulated (docs/decisions/296):
 * Chromium with the network of Lighthouse's mobile run applied to every request (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up) and its CPU slowed 4 times, an empty cache each run. For each
 * page: the first contentful paint, the largest contentful paint, and when the page is hydrated
 * (root.tsx marks `<html data-hydrated>`), all from the navigation's start; the median of
 * FIRST_LOAD_RUNS runs (default 5).
 *
 *   npm run build && npm run bench:first-load
 *   FIRST_LOAD_BUILDS=<a build>,<another build> npm run bench:first-load
 *
 * FIRST_LOAD_BUILDS (web build folders) measures each build in turn on its own shop process, page
 * by page and run by run alternately, so a busy machine slows both alike: a change side by side
 * with what it changes. A copied build must sit inside this checkout (under
 * node_modules/.bench-builds/, say), where its server code finds the packages it imports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../apps/server/tests/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.FIRST_LOAD_RUNS ?? 5);
const builds = process.env.FIRST_LOAD_BUILDS?.split(',') ?? [path.join(root, 'apps', 'web', 'build')];
const PAGES = ['/', '/powerball2018', '/lotto-results'];

interface Timing {
  fcp: number;
  lcp: number;
  hydrated: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dirs: string[] = [];
const shops: ServerProcess[] = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const build of builds) {
    const dir = mkdtempSync(path.join(tmpdir(), 'drawline-first-load-'));
    dirs.push(dir);
    shops.push(
      await startServerProcess({ DATA_DIR: dir, DEMO_SITE: 'true', SEED_DEMO_DATA: 'true', WEB_BUILD_DIR: build }),
    );
  }
  await Promise.all(shops.map((shop) => waitUntilReady(shop, 120_000)));

  async function firstLoad(url: string): Promise<Timing> {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
      polling: 10,
    });
    const hydrated = await page.evaluate(() => performance.now());
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
    }));
    await context.close();
    return { ...timing, hydrated };
  }

  console.log(
    `${runs} runs a page, Chromium at 150 ms, 1.6 Mbit/s down, 750 kbit/s up, CPU / 4, empty cache; median ms from the navigation's start`,
  );
  console.log('');
  console.log('| build | page | FCP | LCP | hydrated |');
  console.log('|---|---|---:|---:|---:|');
  for (const pagePath of PAGES) {
    const timings: Timing[][] = builds.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [b, shop] of shops.entries()) timings[b]!.push(await firstLoad(`${shop.baseURL}${pagePath}`));
    }
    for (const [b, build] of builds.entries()) {
      const t = timings[b]!;
      const m = (key: keyof Timing) => Math.round(median(t.map((x) => x[key])));
      console.log(`| ${path.basename(build)} | ${pagePath} | ${m('fcp')} | ${m('lcp')} | ${m('hydrated')} |`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(shops.map((shop) => shop.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
