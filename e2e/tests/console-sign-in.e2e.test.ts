import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../../apps/server/src/modules/credentials';
import { hydrated } from './browser';
import { demoMember, type StaffShop, startStaffShop } from './staff-shop';

/**
 * Issue 23: after the password step the console's code box held the staff member's password in
 * clear text (React kept the password input in place for the code input). The code step must never
 * hold the password: not in the HTML or the data the step arrives in, not in any input of the page.
 */
let shop: StaffShop;
const member = demoMember('administrator');

beforeAll(async () => {
  shop = await startStaffShop('console-sign-in');
});
afterAll(async () => {
  await shop?.close();
});

/** Every input's value on the page, hidden ones included, and the whole document as it is now. */
async function whatThePageHolds(page: Page) {
  const inputs = await page.$$eval('input', (all) =>
    all.map((input) => ({ name: input.name, type: input.type, value: input.value })),
  );
  return { inputs, html: await page.content() };
}

type Answer = { status: number; contentType: string; body: string };

/**
 * The password step, answered; the answer of its form's post (a document, or route data with
 * JavaScript), taken as it passes through the browser: a body read afterwards is lost when the page
 * moves on, which a busy machine made happen.
 */
async function passPasswordStep(page: Page, javaScript: boolean): Promise<Answer> {
  await page.goto('/console/sign-in');
  if (javaScript) await hydrated(page);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  let answer: Answer | undefined;
  const isPasswordPost = (url: URL, method: string) => method === 'POST' && url.pathname.startsWith('/console/sign-in');
  await page.route(
    (url) => url.pathname.startsWith('/console/sign-in'),
    async (route) => {
      if (!isPasswordPost(new URL(route.request().url()), route.request().method()) || answer) return route.continue();
      const response = await route.fetch();
      const body = await response.text();
      answer = { status: response.status(), contentType: response.headers()['content-type'] ?? '', body };
      await route.fulfill({ response, body });
    },
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').waitFor();
  await page.unrouteAll({ behavior: 'wait' });
  if (!answer) throw new Error('The password step was not posted');
  return answer;
}

async function expectCodeStepWithoutPassword(page: Page, answer: Answer) {
  expect(answer.status).toBe(200);
  expect(answer.body).not.toContain(member.password);
  const { inputs, html } = await whatThePageHolds(page);
  expect(html).not.toContain(member.password);
  for (const input of inputs) expect(input.value, `${input.type} input ${input.name}`).not.toContain(member.password);
  // Only the step's own hidden field: the first step is carried by the HttpOnly challenge cookie.
  expect(inputs.filter((i) => i.type === 'hidden')).toEqual([{ name: 'intent', type: 'hidden', value: 'code' }]);
  expect(await page.getByLabel('Code').inputValue()).toBe('');
  expect(inputs.some((i) => i.type === 'password')).toBe(false);
}

describe('the console sign-in code step', () => {
  for (const width of [390, 1366]) {
    it(`starts empty and never holds the password, with JavaScript (${width} px), and signs in`, async () => {
      const context = await shop.browser.newContext({ baseURL: shop.baseURL, viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        const answer = await passPasswordStep(page, true);
        await expectCodeStepWithoutPassword(page, answer);
        shop.clock.advance(30_000);
        await page.getByLabel('Code').fill(totp(member.totpSecret, shop.clock.now()));
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/console');
      } finally {
        await context.close();
      }
    });
  }

  it('starts empty and never holds the password, without JavaScript', async () => {
    const context = await shop.browser.newContext({
      baseURL: shop.baseURL,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      const answer = await passPasswordStep(page, false);
      expect(answer.contentType).toMatch(/^text\/html/);
      await expectCodeStepWithoutPassword(page, answer);
    } finally {
      await context.close();
    }
  });

  it('answers the password step with a page that does not echo the password', async () => {
    const answer = await fetch(`${shop.baseURL}/console/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.baseURL },
      body: new URLSearchParams({ email: member.email, password: member.password }),
    });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Two-step verification');
    expect(html).not.toContain(member.password);
    // The challenge goes in an HttpOnly cookie, and the cookie is not the password either.
    const challenge = answer.headers.getSetCookie().join('\n');
    expect(challenge).toMatch(/HttpOnly/i);
    expect(challenge).not.toContain(member.password);
  });
});
