import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteConfigSchema } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers';

let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'drawline-ranges-'));
  const rangesFile = path.join(dir, 'ranges.json');
  writeFileSync(rangesFile, JSON.stringify([{ cidr: '203.0.113.0/24', countryCode: 'NZ' }]));
  t = await createTestApp({
    seed: true,
    config: {
      locate: { countryHeader: 'cf-ipcountry', defaultCountry: 'GB', rangesFile, bannedCountries: [] },
      supportPhone: '1800 123 456',
    },
  });
  bare = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

describe('GET /discover', () => {
  it('lists every service base with its path and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/discover' });
    expect(res.statusCode).toBe(200);
    const services = res.json().result.services as { name: string; basePath: string; version: string }[];
    const byName = Object.fromEntries(services.map((s) => [s.name, s]));
    expect(byName.main).toEqual({ name: 'main', basePath: '/v2', version: '3.0' });
    expect(byName.cms?.basePath).toBe('/cms');
    expect(byName.customer_verify).toEqual({ name: 'customer_verify', basePath: '/customer-verify', version: '1.0' });
    expect(byName.rewards).toEqual({ name: 'rewards', basePath: '/rewards', version: '1.0' });
    expect(byName.discovery?.basePath).toBe('/discover');
    for (const name of ['analytics', 'blog', 'lotto_party', 'migration', 'notifications', 'placement', 'translate']) {
      expect(byName[name]?.basePath, name).toMatch(/^\/[a-z0-9/-]+$/);
    }
  });
});

describe('GET /config', () => {
  it('answers the site constants of 1-platform.md §3 from the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/config' });
    expect(res.statusCode).toBe(200);
    const config = siteConfigSchema.parse(res.json().result);
    expect(config).toMatchObject({ siteName: 'Drawline', siteLocale: 'en-AU', sessionTimeout: 3600 });
    expect(config.minRegistrationAge).toBe(18);
    // No store listing is configured here: no links are answered (decision 481; native-app.api.test.ts).
    expect(config.appStoreLinks).toBeNull();
  });

  it('answers the support line of the configuration, and none when it is not set', async () => {
    const configured = await t.app.inject({ method: 'GET', url: '/v2/config' });
    expect(configured.json().result.supportNumber).toBe('1800 123 456');
    const unset = await createTestApp({ seed: true });
    try {
      const res = await unset.app.inject({ method: 'GET', url: '/v2/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.supportNumber).toBeNull();
    } finally {
      await unset.close();
    }
  });

  it('answers 503 in the envelope while the site is not configured', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/v2/config' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('service_unavailable');
  });
});

describe('GET /locate', () => {
  const locateFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/v2/locate', remoteAddress, headers });

  it('answers the country from the configured header', async () => {
    const res = await locateFrom('203.0.113.5', { 'cf-ipcountry': 'de' });
    expect(res.json().result).toEqual({ countryCode: 'DE', countryName: 'Germany' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('ignores a bad header value and looks the address up in the ranges file', async () => {
    const res = await locateFrom('203.0.113.5', { 'cf-ipcountry': 'XX' });
    expect(res.json().result).toEqual({ countryCode: 'NZ', countryName: 'New Zealand' });
    const other = await locateFrom('203.0.113.5', { 'x-country-code': 'DE' });
    expect(other.json().result.countryCode).toBe('NZ');
  });

  it('answers the configured default when nothing matches', async () => {
    const res = await locateFrom('192.0.2.1', { 'cf-ipcountry': 'not a country' });
    expect(res.json().result).toEqual({ countryCode: 'GB', countryName: 'United Kingdom' });
  });
});
