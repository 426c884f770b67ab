import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

/**
 * Image and json translations set from the console (2-shopping.md §3 Translation, decision 484):
 * each checked by its type, audited with before and after; XSS payloads are kept as inert data and
 * answered as JSON; a json value past 10 levels or 20,000 characters, a NUL byte or a lone surrogate
 * is refused with nothing stored.
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
const put = (auth: Record<string, string>, key: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/staff/api/content/translations/en-AU/home/${key}`,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const texts = async () =>
  resultOf(await t.app.inject({ method: 'GET', url: '/cms/en-AU/items?c[]=home&clear_cache=1' })) as {
    key: string;
    type: string;
    value: unknown;
  }[];

describe(`image and json translations (${testDbKind()})`, () => {
  it('sets an image and a json text; visitors read them; the audit keeps before and after', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const image = {
      imageUrl: '/cms/files/abc',
      imageHeight: 300,
      imageWidth: 600,
      contentDescription: 'A lighthouse at dusk',
    };
    resultOf(await put(editor.auth, 'hero-image', { type: 'image', value: image }));
    const json = { steps: ['Pick', 'Play'], note: '<img src=x onerror=alert(1)>', nested: { a: { b: 1 } } };
    resultOf(await put(editor.auth, 'how-it-works', { type: 'json', value: json }));
    const read = await texts();
    expect(read).toContainEqual(expect.objectContaining({ key: 'hero-image', type: 'image', value: image }));
    expect(read).toContainEqual(expect.objectContaining({ key: 'how-it-works', type: 'json', value: json }));
    resultOf(await put(editor.auth, 'hero-image', { type: 'image', value: { ...image, imageWidth: 800 } }));
    const admin = await signInStaff(t, 'administrator');
    const audit = resultOf(
      await t.app.inject({ method: 'GET', url: '/staff/api/audit?action=translation.', headers: admin.auth }),
    ) as { subjectId: string; before: { value: unknown } | null; after: { value: unknown } }[];
    const rows = audit.filter((a) => a.subjectId === 'en-AU/home/hero-image');
    expect(rows.map((r) => (r.after.value as { imageWidth: number }).imageWidth).sort()).toEqual([600, 800]);
    expect(rows.some((r) => (r.before?.value as { imageWidth?: number } | undefined)?.imageWidth === 600)).toBe(true);
  });

  it('refuses a bad image, deep, huge or hostile JSON, and stores nothing', async () => {
    const editor = await signInStaff(t, 'content_editor');
    resultOf(await put(editor.auth, 'kept', { type: 'json', value: { a: 1 } }));
    const before = await texts();
    const image = { imageUrl: '/cms/files/abc', imageHeight: 1, imageWidth: 1, contentDescription: '' };
    let deep: unknown = 1;
    for (let i = 0; i < 11; i += 1) deep = { d: deep };
    const veryDeep = `{"type":"json","value":${'['.repeat(5000)}1${']'.repeat(5000)}}`;
    const refused: unknown[] = [
      { type: 'image', value: { ...image, imageUrl: 'javascript:alert(1)' } },
      { type: 'image', value: { ...image, imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' } },
      { type: 'image', value: { ...image, imageWidth: -1 } },
      { type: 'image', value: { ...image, imageHeight: 1e9 } },
      { type: 'image', value: { ...image, contentDescription: 'x'.repeat(301) } },
      { type: 'image', value: '/cms/files/abc' },
      { type: 'json', value: deep },
      veryDeep,
      { type: 'json', value: { big: 'x'.repeat(20_001) } },
      { type: 'json', value: 'just a string' },
      { type: 'json', value: { a: 'nul\u0000byte' } },
      { type: 'json', value: { 'key\u0000': 1 } },
      { type: 'json', value: { a: 'lone \ud800 surrogate' } },
      { type: 'svg', value: {} },
    ];
    for (const body of refused) {
      const res = await put(editor.auth, 'kept', body);
      expect(res.statusCode, String(JSON.stringify(body)).slice(0, 80)).toBe(400);
    }
    // A raw body with a NUL escape and a lone surrogate escape, as a hostile client sends it.
    expect((await put(editor.auth, 'kept', '{"type":"json","value":{"a":"\\u0000"}}')).statusCode).toBe(400);
    expect((await put(editor.auth, 'kept', '{"type":"json","value":{"a":"\\ud800"}}')).statusCode).toBe(400);
    const finance = await signInStaff(t, 'finance');
    expect((await put(finance.auth, 'kept', { type: 'json', value: { a: 2 } })).statusCode).toBe(403);
    expect(await texts()).toEqual(before);
  });
});
