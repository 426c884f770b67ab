import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers';
import { systemClock } from '../../lib/clock';
import { createContentService } from './content.service';

let t: TestApp;

const DEFAULT_TEXT = 'Ticket sales close one hour before each lotto draw.';
const SA_TEXT = 'South Australian players: prizes are paid under South Australian lottery rules.';

let seeded: { default: unknown; sa: unknown };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const content = createContentService({ db: t.db, clock: systemClock });
  seeded = { default: await content.sitewideBanner(undefined), sa: await content.sitewideBanner('SA') };
  await content.setSitewideBanner('default', DEFAULT_TEXT);
  await content.setSitewideBanner('SA', SA_TEXT);
});
afterAll(() => t.close());

const banner = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/cms/items/sitewide_banner', headers });

describe('the demo data', () => {
  it('holds a default banner and South Australia its own', () => {
    expect(seeded.default).toMatchObject({ stateCode: 'default', text: expect.any(String) });
    expect(seeded.sa).toMatchObject({ stateCode: 'SA', text: expect.stringContaining('South Australia') });
  });
});

describe('GET /cms/items/sitewide_banner', () => {
  it('answers the default banner in the envelope, kept in the server cache', async () => {
    const res = await banner();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBe('MISS');
    const body = res.json();
    expect(body.result).toEqual({
      id: 'sitewide_banner',
      stateCode: 'default',
      text: DEFAULT_TEXT,
    });
    expect(body.errors).toBeNull();
  });

  it('gives the SA text only to the SA sub-variant (sv cookie or subvariant header)', async () => {
    const sa = await banner({ cookie: 'sv=SA' });
    expect(sa.json().result.stateCode).toBe('SA');
    expect(sa.json().result.text).toBe(SA_TEXT);
    const byHeader = await banner({ subvariant: 'sa' });
    expect(byHeader.json().result.stateCode).toBe('SA');
    const nsw = await banner({ cookie: 'sv=NSW' });
    expect(nsw.json().result.stateCode).toBe('default');
    expect(nsw.json().result.text).toBe(DEFAULT_TEXT);
  });

  it('keeps answering the cached text until clear_cache', async () => {
    const content = createContentService({ db: t.db, clock: systemClock });
    await content.setSitewideBanner('default', 'Christmas draws are open now.');
    const cached = await banner();
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(cached.json().result.text).toBe(DEFAULT_TEXT);
    const fresh = await t.app.inject({ method: 'GET', url: '/cms/items/sitewide_banner?clear_cache=1' });
    expect(fresh.json().result.text).toBe('Christmas draws are open now.');
  });

  it('answers 204 when there is no text for the state', async () => {
    const content = createContentService({ db: t.db, clock: systemClock });
    await content.setSitewideBanner('WA', '');
    await content.setSitewideBanner('default', '');
    // WA has not been asked before, so its answer is not in the cache yet.
    const res = await banner({ cookie: 'sv=WA' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});
