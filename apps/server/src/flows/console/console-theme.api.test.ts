import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

/**
 * The theme's save (issue 28, decision 462): a content editor publishes a theme as a new version
 * with its audit row and visitors read it at once; a colour under the 4.5 contrast is refused by
 * name, through the console's call and the CMS base's POST alike, with nothing stored.
 */
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ seed: true });
});
afterAll(() => t.close());

const theme = async () => (await t.app.inject({ method: 'GET', url: '/cms/items/theme' })).json().result;

describe(`the theme's save (${testDbKind()})`, () => {
  it('refuses a colour under 4.5 contrast by name and stores nothing; a good one is published with its audit row', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const headers = { authorization: `Bearer ${editor.token}` };
    const { id, status, publishDate, version, dateUpdated, ...fields } = await theme();
    expect(version).toBe(0);
    const light = { ...fields, colors: { ...fields.colors, themePrimary: '#7fb3ff' } };
    for (const url of ['/staff/api/content/theme', '/cms/items/theme']) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { id, status: 'published', data: light },
      });
      expect(refused.statusCode).toBe(400);
      const errors = refused.json().errors;
      expect(Object.keys(errors)).toContain('colors.themePrimary');
      expect(errors['colors.themePrimary'][0].message).toMatch(/^Primary colour #7fb3ff has a contrast of 1\.96:1/);
    }
    expect((await theme()).version).toBe(0);

    const purple = { ...fields, colors: { ...fields.colors, themePrimary: '#5a1e6e' } };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/staff/api/content/theme',
      headers,
      payload: { id, status: 'published', data: purple },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await theme()).toMatchObject({ version: 1, colors: { themePrimary: '#5a1e6e' } });
    const { entries } = await t.app.audit.listAudit({ limit: 1, offset: 0, action: 'content_item' });
    expect(entries[0]).toMatchObject({ staffId: editor.member.id, subjectType: 'theme', subjectId: 'theme' });
  });
});
