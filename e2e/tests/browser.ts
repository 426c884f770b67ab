import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium with the flags this machine needs (ARCHITECTURE.md, known pitfalls);
 * Playwright gives every launch a fresh user data directory of its own.
 */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
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
  return { browser, close: () => browser.close() };
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
