import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

/**
 * A content editor sets a component's variant (issue 28, 3-account.md §3): only the customer
 * feedback banner takes variant_b or variant_c; each change is a new published site config version
 * that visitors read next; a refused change stores nothing.
 */
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ seed: true });
});
afterAll(() => t.close());

const resultOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().result;
};
const put = (auth: Record<string, string>, component: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/staff/api/content/components/${encodeURIComponent(component)}`,
    headers: auth,
    payload: payload as object,
  });
const visitorComponents = async () =>
  resultOf(await t.app.inject({ method: 'GET', url: '/cms/items/site_config' })).components;

describe(`component variants from the console (${testDbKind()})`, () => {
  it('an editor sets the feedback banner to variant_b; visitors read it and the version grows', async () => {
    const editor = await signInStaff(t, 'content_editor');
    expect((await visitorComponents()).customerFeedbackBanner).toBe('variant_a');
    const first = resultOf(await put(editor.auth, 'customerFeedbackBanner', { variant: 'variant_b' }));
    expect(first.status).toBe('published');
    expect((await visitorComponents()).customerFeedbackBanner).toBe('variant_b');
    const second = resultOf(await put(editor.auth, 'customerFeedbackBanner', { variant: 'variant_c' }));
    expect(second.version).toBe(first.version + 1);
    expect(await visitorComponents()).toMatchObject({
      customerFeedbackBanner: 'variant_c',
      affiliateWidget: 'variant_a',
    });
    const admin = await signInStaff(t, 'administrator');
    const audit = resultOf(
      await t.app.inject({ method: 'GET', url: '/staff/api/audit?action=component_variant.', headers: admin.auth }),
    ) as { action: string; after: { version: number } }[];
    expect(audit.map((a) => a.after.version).sort()).toEqual([first.version, second.version]);
  });

  it('refuses a variant not allowed, b on another component, an unknown component and a non-editor', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const before = await visitorComponents();
    expect((await put(editor.auth, 'customerFeedbackBanner', { variant: 'variant_d' })).statusCode).toBe(400);
    expect((await put(editor.auth, 'affiliateWidget', { variant: 'variant_b' })).statusCode).toBe(400);
    expect((await put(editor.auth, 'productSupportBanner', { variant: 'variant_c' })).statusCode).toBe(400);
    expect((await put(editor.auth, 'customerFeedbackBanner', { variant: 'variant_b\u0000' })).statusCode).toBe(400);
    expect((await put(editor.auth, 'customerFeedbackBanner', { variant: 'x'.repeat(100_000) })).statusCode).toBe(400);
    expect((await put(editor.auth, '__proto__', { variant: 'variant_a' })).statusCode).toBe(404);
    expect((await put(editor.auth, 'customerFeedbackBanner', 'variant_b')).statusCode).toBe(415);
    const finance = await signInStaff(t, 'finance');
    expect((await put(finance.auth, 'customerFeedbackBanner', { variant: 'variant_b' })).statusCode).toBe(403);
    expect((await put({}, 'customerFeedbackBanner', { variant: 'variant_b' })).statusCode).toBe(401);
    expect(await visitorComponents()).toEqual(before);
  });
});
