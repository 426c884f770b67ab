import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext } from './browser';

/**
 * The check every browser test leans on (expectAccessible) fails on what WCAG 2.2 AA forbids, run
 * in the page itself (axe's legacy mode) as on a page with a frame from another origin (its default
 * mode): a check that could not fail would prove nothing.
 */
let handle: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  handle = await launchBrowser();
});
afterAll(() => handle?.close());

const faulty = `<!doctype html><html lang="en"><head><title>A faulty page</title></head><body><main>
  <h1>Faulty</h1>
  <p style="color:#bbbbbb;background:#ffffff">Grey on white, too faint to read</p>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
</main></body></html>`;

describe('expectAccessible', () => {
  it('fails on low contrast and a picture without alternative text, and passes a sound page', async () => {
    const page = await (await newContext(handle.browser)).newPage();
    await page.setContent(faulty);
    const failure = await expectAccessible(page).then(
      () => '',
      (err: Error) => err.message,
    );
    expect(failure).toContain('color-contrast');
    expect(failure).toContain('image-alt');

    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Sound</title></head><body><main><h1>Sound</h1><p>Dark on white.</p></main></body></html>',
    );
    await expectAccessible(page);

    // The same document checked again after a change (axe is kept in the page between checks):
    // what the change broke is found, not the earlier result.
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Added later, too faint to read';
      faint.style.cssText = 'color:#cccccc;background:#ffffff';
      document.querySelector('main')?.append(faint);
    });
    expect(
      await expectAccessible(page).then(
        () => '',
        (err: Error) => err.message,
      ),
    ).toContain('color-contrast');
  });

  it('checks a page holding a frame from another origin the default way, and still fails it', async () => {
    const page = await (await newContext(handle.browser)).newPage();
    // Two made-up origins answered by the browser itself: the shop is not involved.
    await page.route('http://faulty.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: faulty.replace('</main>', '<iframe title="Another origin" src="http://other.test/"></iframe></main>'),
      }),
    );
    await page.route('http://other.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Other</title><p>Hi</p></html>',
      }),
    );
    await page.goto('http://faulty.test/');
    await page.frameLocator('iframe').locator('p').waitFor();
    const failure = await expectAccessible(page).then(
      () => '',
      (err: Error) => err.message,
    );
    expect(failure).toContain('color-contrast');
  });
});
