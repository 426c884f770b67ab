/**
 * Lighthouse on a phone (issue 12, docs/benchmarks.md): the performance score, LCP, CLS and TBT of
 * the home page, a play page, the results and the cart, as Lighthouse's default (mobile, simulated
 * throttling) measures them, in Debian's Chromium.
 *
 *   npm run build && npm run bench:lighthouse
 *
 * The shop is the real server process (production mode, the demo catalogue, the embedded database
 * in a fresh folder). Each page is measured LIGHTHOUSE_RUNS times (default 3); the median run counts.
 * LIGHTHOUSE_PAGES=home,results measures only those pages; LIGHTHOUSE_REPORTS=<folder> keeps every
 * run's full JSON report there (its audits say what decided LCP: largest-contentful-paint-element,
 * lcp-breakdown-insight, network-requests, mainthread-work-breakdown).
 *
 * Every run prints Lighthouse's benchmarkIndex, its measure of this machine's CPU: its 4x CPU
 * slowdown is meant to take a high-end desktop (1500 to 2000) to a mid-tier phone, and Lighthouse's
 * docs/throttling.md says to lower it on a weaker machine. LIGHTHOUSE_CPU_SLOWDOWN=<n> runs with
 * that multiplier instead; the default stays Lighthouse's own 4.
 *
 * BENCH_BASE_DIR=<another checkout with its node_modules and web build> measures that tree too, in
 * the same run, each page's runs taken in turn (base, this, base, this…), so both meet the same
 * machine; the table then has a row for each.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess, waitUntilReady } from '../apps/server/tests/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * `:raffleDraw` is the Make a Smile draw on sale now, with its prize pictures (decision 304);
 * `:blogPost` the newest published post of the demo blog (issue 28).
 */
const ALL_PAGES = [
  ['home', '/'],
  ['play', '/powerball2018'],
  ['raffle', '/make-a-smile/draw/:raffleDraw'],
  ['results', '/lotto-results'],
  ['offer-results', '/powerball2018/results'],
  ['cart', '/cart'],
  ['blog', '/blog'],
  ['blog-post', '/blog/:blogPost'],
] as const;
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter(([name]) => only.includes(name)) : ALL_PAGES;
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

interface Score {
  performance: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /**
   * Scripts whose download ended before the observed first paint: Lantern counts them towards FCP
   * and LCP, so they decide whether a run's LCP is about 1 s or about 2 s (decision 284).
   */
  scriptsBeforePaint: number;
  /** Lighthouse's measure of the machine's CPU during the run (higher is faster). */
  benchmarkIndex: number;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Tries a run that failed to measure (Lighthouse's NO_NAVSTART, say) twice more: it is no score. */
async function measure(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance', 'seo'],
      output: 'json',
      logLevel: 'error',
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const why = lhr?.runtimeError?.code ?? 'no result';
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${why}`);
    console.warn(`${url}: run not measured (${why}), again`);
  }
}

function scriptsEndedBeforePaint(lhr: Result): number {
  const metrics = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)
    ?.items?.[0];
  const paint = metrics?.observedFirstContentfulPaint;
  const requests = (
    lhr.audits['network-requests']?.details as
      | { items?: { resourceType?: string; networkEndTime?: number }[] }
      | undefined
  )?.items;
  if (paint === undefined || !requests) return Number.NaN;
  return requests.filter((r) => r.resourceType === 'Script' && (r.networkEndTime ?? Infinity) <= paint).length;
}

const median = <T>(xs: T[], by: (x: T) => number): T =>
  [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)]!;

const baseDir = process.env.BENCH_BASE_DIR;
/** The trees measured: this one, and the one before it when BENCH_BASE_DIR names it. */
const trees = [...(baseDir ? [{ label: 'before', dir: path.resolve(baseDir) }] : []), { label: '', dir: root }];
const dataDirs = trees.map(() => mkdtempSync(path.join(tmpdir(), 'drawline-lighthouse-')));
const shops = await Promise.all(
  trees.map((tree, i) =>
    startServerProcess(
      {
        DATA_DIR: dataDirs[i],
        DEMO_SITE: 'true',
        SEED_DEMO_DATA: 'true',
        WEB_BUILD_DIR: path.join(tree.dir, 'apps', 'web', 'build'),
      },
      tree.dir,
    ),
  ),
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const shop of shops) await waitUntilReady(shop, 120_000);
  const rows: [string, string, Score][] = [];
  const raffleDraws = await Promise.all(
    shops.map(async (shop) => {
      const smile = await fetch(`${shop.baseURL}/v2/pricing/default/product_offers?keys=make_a_smile_lottery`);
      return String((await smile.json()).result.offers[0].draws[0].drawNo);
    }),
  );
  const blogPosts = await Promise.all(
    shops.map(async (shop) => {
      const posts = await fetch(`${shop.baseURL}/cms/items/blog_posts?limit=1&sort=-publish_date`);
      return String((await posts.json()).result?.[0]?.slug ?? 'none');
    }),
  );
  const pathOf = (template: string, t: number) =>
    template.replace(':raffleDraw', raffleDraws[t]!).replace(':blogPost', blogPosts[t]!);
  for (const [name, template] of PAGES) {
    const scores: Score[][] = trees.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [t, tree] of trees.entries()) {
        const pagePath = pathOf(template, t);
        const lhr = await measure(`${shops[t]!.baseURL}${pagePath}`, chrome.port);
        const label = tree.label ? `${name}-${tree.label}` : name;
        if (reportsDir) writeFileSync(path.join(reportsDir, `${label}-${i + 1}.json`), JSON.stringify(lhr));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        scores[t]!.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          tbtMs: Math.round(audit('total-blocking-time')),
          fcpMs: Math.round(audit('first-contentful-paint')),
          scriptsBeforePaint: scriptsEndedBeforePaint(lhr),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
    }
    for (const [t, tree] of trees.entries()) {
      const label = tree.label ? `${name} (${tree.label})` : name;
      rows.push([label, pathOf(template, t), median(scores[t]!, (s) => s.performance)]);
      console.log(
        `${label}: ${scores[t]!.map((s) => `${s.performance}, SEO ${s.seo} (LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, ${s.scriptsBeforePaint} scripts ended before the paint, benchmarkIndex ${s.benchmarkIndex})`).join(', ')}`,
      );
    }
  }
  console.log('');
  console.log(`CPU slowdown: ${cpuSlowdown ?? "4 (Lighthouse's default)"}`);
  console.log('| page | path | performance | SEO | LCP ms | CLS | TBT ms | FCP ms |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, pagePath, s] of rows) {
    console.log(
      `| ${name} | ${pagePath} | ${s.performance} | ${s.seo} | ${s.lcpMs} | ${s.cls} | ${s.tbtMs} | ${s.fcpMs} |`,
    );
  }
} finally {
  chrome.kill();
  await Promise.all(shops.map((shop) => shop.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
