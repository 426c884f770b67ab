import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

/**
 * Issue 28's stale re-read: a read made at once after a save shows the saved version, every time,
 * while visitors read the same answers at the same moment (decision 504). Each round saves, with
 * visitors' reads of the same answer in flight, then reads again without `clear_cache`.
 */
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ seed: true });
});
afterAll(() => t.close());

const ROUNDS = 12;
const resultOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().result;
};
const get = (url: string) => t.app.inject({ method: 'GET', url });
/** Visitors reading `url` while a save runs: some begin before it commits and end after. */
const visitors = (url: string) => Promise.all(Array.from({ length: 6 }, () => get(url)));

type NavLink = { key: string; label: string };
const blogLabel = (config: { navigation: Record<string, NavLink[]> }) =>
  config.navigation.main?.find((l) => l.key === 'blog')?.label;

describe(`a re-read right after a save (${testDbKind()})`, () => {
  it('a navigation label: the next visitor read and the console read show it, every round', async () => {
    const editor = await signInStaff(t, 'content_editor');
    for (let i = 0; i < ROUNDS; i += 1) {
      const label = `News ${i}`;
      const [saved] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: '/staff/api/content/navigation/main/blog',
          headers: editor.auth,
          payload: { label, url: '/blog' },
        }),
        visitors('/cms/items/site_config'),
      ]);
      const version = resultOf(saved).version;
      const read = resultOf(await get('/cms/items/site_config'));
      expect({ round: i, label: blogLabel(read), version: read.version }).toEqual({ round: i, label, version });
      const consoleRead = resultOf(
        await t.app.inject({ method: 'GET', url: '/staff/api/content/site_config', headers: editor.auth }),
      );
      expect(consoleRead.find((c: { status: string }) => c.status === 'published')?.version).toBe(version);
    }
  });

  it('a translation: the next read of the locale shows the saved words, every round', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const url = '/cms/en-AU/items?c[]=blog';
    for (let i = 0; i < ROUNDS; i += 1) {
      const words = `Latest draws ${i}`;
      const [saved] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: '/staff/api/content/translations/en-AU/blog/heading',
          headers: editor.auth,
          payload: { type: 'plain', value: words },
        }),
        visitors(url),
      ]);
      resultOf(saved);
      const texts = resultOf(await get(url)) as { key: string; value: unknown }[];
      expect({ round: i, value: texts.find((x) => x.key === 'heading')?.value }).toEqual({ round: i, value: words });
    }
  });

  it('two editors change the site config at once: neither change is lost', async () => {
    const one = await signInStaff(t, 'content_editor');
    const two = await signInStaff(t, 'content_editor');
    for (let i = 0; i < ROUNDS / 2; i += 1) {
      const label = `Results ${i}`;
      const variant = i % 2 ? 'variant_b' : 'variant_c';
      const [a, b] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: '/staff/api/content/navigation/main/results',
          headers: one.auth,
          payload: { label, url: '/lotto-results' },
        }),
        t.app.inject({
          method: 'PUT',
          url: '/staff/api/content/components/customerFeedbackBanner',
          headers: two.auth,
          payload: { variant },
        }),
      ]);
      expect([resultOf(a).version, resultOf(b).version].sort()).toHaveLength(2);
      const read = resultOf(await get('/cms/items/site_config'));
      expect({
        round: i,
        label: read.navigation.main?.find((l: NavLink) => l.key === 'results')?.label,
        variant: read.components.customerFeedbackBanner,
      }).toEqual({ round: i, label, variant });
    }
  });
});
