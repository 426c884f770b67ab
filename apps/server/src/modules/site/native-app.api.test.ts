import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers';
import { loadConfig } from '../../config';

const links = {
  ios: 'https://apps.apple.com/au/app/drawline-test/id123456789',
  android: 'https://play.google.com/store/apps/details?id=test.drawline',
};

let withStores: TestApp;
let without: TestApp;

beforeAll(async () => {
  withStores = await createTestApp({ seed: true, config: { appStoreLinks: links } });
  without = await createTestApp({ seed: true });
});
afterAll(async () => {
  await withStores.close();
  await without.close();
});

async function nativeAppIn(t: TestApp): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/v2/capabilities' });
  expect(res.statusCode).toBe(200);
  const { segments } = res.json().result as { segments: { segmentName: string; capabilities: string[] }[] };
  return segments.some((s) => s.capabilities.includes('native_app'));
}

describe('the native app (decision 481): store links are configuration', () => {
  it('answers the configured store links in the site constants, and the native_app capability', async () => {
    const res = await withStores.app.inject({ method: 'GET', url: '/v2/config' });
    expect(res.json().result.appStoreLinks).toEqual(links);
    expect(await nativeAppIn(withStores)).toBe(true);
  });

  it('answers no links and withholds native_app when none are configured, though the seeded switch is on', async () => {
    const res = await without.app.inject({ method: 'GET', url: '/v2/config' });
    expect(res.json().result.appStoreLinks).toBeNull();
    expect(await nativeAppIn(without)).toBe(false);
  });

  it('reads APP_STORE_URL and PLAY_STORE_URL; both are needed, and only https addresses', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig({ ...base, APP_STORE_URL: links.ios, PLAY_STORE_URL: links.android }).appStoreLinks).toEqual(
      links,
    );
    expect(loadConfig({ ...base, APP_STORE_URL: links.ios }).appStoreLinks).toBeNull();
    expect(loadConfig(base).appStoreLinks).toBeNull();
    expect(() =>
      loadConfig({ ...base, APP_STORE_URL: 'http://example.com/app', PLAY_STORE_URL: links.android }),
    ).toThrow();
  });
});
