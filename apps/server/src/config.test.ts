import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: undefined,
      databasePoolSize: 10,
      dataDir: './data',
      seedDemoData: true,
      cookieSecure: false,
      rateLimitPerMinute: 600,
      locate: { countryHeader: 'x-country-code', defaultCountry: 'AU' },
      trustProxy: false,
    });
  });

  it('reads the environment, treating an empty variable as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://shop@db:5432/drawline',
      SEED_DEMO_DATA: 'false',
      LOCATE_COUNTRY_HEADER: 'CF-IPCountry',
      LOCATE_DEFAULT_COUNTRY: 'gb',
      LOCATE_RANGES_FILE: '',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://shop@db:5432/drawline',
      seedDemoData: false,
      cookieSecure: true,
      locate: { countryHeader: 'cf-ipcountry', defaultCountry: 'GB', rangesFile: undefined },
      trustProxy: true,
    });
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('stops with every bad value named', () => {
    const bad = { PORT: 'eighty', DATABASE_URL: 'mysql://x@y/z', LOCATE_DEFAULT_COUNTRY: 'AUS', SEED_DEMO_DATA: 'yes' };
    expect(() => loadConfig(bad)).toThrow(/^Invalid configuration:/);
    const message = (() => {
      try {
        loadConfig(bad);
      } catch (err) {
        return (err as Error).message;
      }
    })();
    for (const name of Object.keys(bad)) expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// url');
  });

  it('takes a metrics token of 32 characters or more, and none by default', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
  });
});
