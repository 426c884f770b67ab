import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

/**
 * Debian's Chromium headless shell, the browser Playwright itself runs headless tests in: the same
 * Blink and V8 as the full browser, about a quarter less CPU a test (decision 548).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * One Chromium per test worker, shared by the files it runs one after another (isolate: false in
 * vitest.config.ts): a launch costs about half a second of a core; each test still gets contexts
 * of its own, and a context holds its own cookies, storage and cache. The headless shell with the
 * flags this machine needs (ARCHITECTURE.md, known pitfalls); Playwright gives it a fresh user
 * data directory.
 */
let launched: Promise<Browser> | undefined;
/** Handles given out and not closed yet: when none is left, the worker's file is done with the browser. */
let holders = 0;

async function sharedBrowser(): Promise<Browser> {
  const running = await launched?.catch(() => undefined);
  if (running?.isConnected()) return running;
  launched = chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return launched;
}

/** Closes every context of the browser: what a file opened ends with it, and nothing leaks into the next file. */
async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
}

/**
 * The worker's browser for a test file; `close` closes the contexts the file opened once the last
 * handle is closed (the browser itself ends with the worker).
 */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await sharedBrowser();
  // A file before that never closed its handle: its pages go, so they cannot run beside this file.
  if (holders === 0) await closeContexts(browser);
  holders += 1;
  let closed = false;
  return {
    browser,
    close: async () => {
      if (closed) return;
      closed = true;
      holders -= 1;
      if (holders === 0 && browser.isConnected()) await closeContexts(browser);
    },
  };
}

/**
 * Waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`): the scripts are
 * asked for only after the first paint (decision 296), so a click before that is a plain form post
 * or link, not the page's own handling.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** A phone-sized context by default: the shop is designed phone first. */
export async function newContext(
  browser: Browser,
  options: { locale?: string; width?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    locale: options.locale ?? 'en-AU',
    viewport: { width: options.width ?? 390, height: 844 },
  });
}

/** Runs axe with the WCAG 2.2 AA rules and fails on any violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // What the visitor reads once it has come in: mid fade (a toast's entry, say) axe would measure the
  // contrast of half-transparent text. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await runAxe(page);
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe found: ${summary.join('; ')}`).toEqual([]);
}

/** The WCAG 2.2 AA rules; every rule runs, and only violations are written out node by node (a sixth off axe's CPU). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_OPTIONS: axe.RunOptions = { resultTypes: ['violations'], runOnly: { type: 'tag', values: AXE_TAGS } };

/**
 * Axe runs in the page itself (legacy mode): @axe-core/playwright's default runs a partial check,
 * then opens a blank page, injects axe a second time and finishes there, which doubles a check's
 * CPU. A page with no frame keeps the axe injected by its first check (the document is the same
 * after a client-side navigation or an interaction), where the builder would inject it twice a
 * check; a page holding frames is checked by the builder, the default way when one is from another
 * origin, since legacy mode leaves those out (docs/benchmarks.md, test suite time).
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  const frames = page.frames();
  if (frames.length > 1) {
    const origin = new URL(page.url()).origin;
    const foreignFrame = frames.some(
      (f) => f !== page.mainFrame() && /^https?:/.test(f.url()) && new URL(f.url()).origin !== origin,
    );
    // options() replaces what withTags() set, so it comes first.
    return new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(AXE_TAGS)
      .setLegacyMode(!foreignFrame)
      .analyze();
  }
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) {
    await page.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  }
  return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), AXE_OPTIONS);
}
