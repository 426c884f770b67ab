import { describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_ENV } from '../tests/direct-debit-helpers';
import { loadConfig } from './config';

const secret = 'a-production-secret-of-at-least-32-characters';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('the configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: undefined,
      databasePoolSize: 10,
      databasePoolWaitMs: 2000,
      purchaseLanes: { running: 4, waiting: 8, maxWaitMs: 100 },
      dataDir: './data',
      seedDemoData: true,
      demoResultsFeed: true,
      demoSite: false,
      demoCustomer: true,
      cookieSecure: false,
      rateLimitPerMinute: 600,
      locate: { countryHeader: 'x-country-code', defaultCountry: 'AU' },
      trustProxy: false,
    });
  });

  it('reads the environment, treating an empty variable as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
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
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, COOKIE_SECURE: 'false' }).cookieSecure).toBe(
      false,
    );
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

  it('takes the support phone line from SUPPORT_PHONE, and none by default', () => {
    expect(loadConfig({}).supportPhone).toBeNull();
    expect(loadConfig({ SUPPORT_PHONE: '' }).supportPhone).toBeNull();
    expect(loadConfig({ SUPPORT_PHONE: ' 1800 123 456 ' }).supportPhone).toBe('1800 123 456');
    expect(loadConfig({ SUPPORT_PHONE: '+61 7 3000 1234' }).supportPhone).toBe('+61 7 3000 1234');
    expect(refusal({ SUPPORT_PHONE: 'call us' })).toContain('SUPPORT_PHONE: must be a phone number');
  });

  it('sells recurring purchases in the demo start only, unless RECURRING_PURCHASES says otherwise (decisions 353, 385)', () => {
    expect(loadConfig({}).shopEngines).toEqual({ recurringPurchases: true, lottoParty: true });
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).shopEngines.recurringPurchases).toBe(false);
    expect(loadConfig({ RECURRING_PURCHASES: 'false' }).shopEngines.recurringPurchases).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).shopEngines.recurringPurchases).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, DEMO_SITE: 'true' }).shopEngines.recurringPurchases,
    ).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, SEED_DEMO_DATA: 'false', DEMO_RESULTS_FEED: 'false' })
        .shopEngines.recurringPurchases,
    ).toBe(false);
    expect(loadConfig({ RECURRING_PURCHASES: 'true' }).shopEngines).toEqual({
      recurringPurchases: true,
      lottoParty: true,
    });
  });

  it('offers bank deposits and PayID transfers only where their account is set (decision 519)', () => {
    expect(loadConfig({}).bankDeposit).toBeNull();
    expect(loadConfig({ BANK_DEPOSIT_ACCOUNT: '062000,12345678,Drawline Pty Ltd' }).bankDeposit).toEqual({
      account: { bsb: '062-000', accountNumber: '12345678', accountName: 'Drawline Pty Ltd' },
      payId: null,
    });
    const both = loadConfig({
      BANK_DEPOSIT_ACCOUNT: '062-000,12345678,Drawline',
      PAYID_DEPOSIT: 'pay@drawline.example',
    });
    expect(both.bankDeposit?.payId).toBe('pay@drawline.example');
    // Direct debit is offered in production too, now finance finishes it in the console (decisions 522 to 524).
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...production, ...DIRECT_DEBIT_ENV }).directDebit).toMatchObject({
      userId: '301500',
      bank: 'CBA',
    });
    expect(loadConfig({ ...production, DIRECT_DEBIT_USER_ID: '123456' }).directDebit).toBeNull();
    expect(loadConfig({ ...production, BANK_DEPOSIT_ACCOUNT: '062000,12345678,Drawline' }).bankDeposit).not.toBeNull();
    expect(() => loadConfig({ PAYID_DEPOSIT: 'pay@drawline.example' })).toThrow(
      /PAYID_DEPOSIT needs BANK_DEPOSIT_ACCOUNT/,
    );
    expect(() => loadConfig({ BANK_DEPOSIT_ACCOUNT: '06200,12345678,Drawline' })).toThrow(/BANK_DEPOSIT_ACCOUNT/);
    expect(() => loadConfig({ BANK_DEPOSIT_ACCOUNT: '062000,1234,Drawline' })).toThrow(/BANK_DEPOSIT_ACCOUNT/);
  });

  it('takes a metrics token of 32 characters or more, and none by default', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
  });

  describe('in production (docs/decisions/074)', () => {
    it('has no demo data, no demo results feed and no demo customer by default', () => {
      expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret })).toMatchObject({
        seedDemoData: false,
        demoResultsFeed: false,
        demoSite: false,
        demoCustomer: false,
      });
    });

    it('refuses to start without AUTH_SECRET', () => {
      expect(refusal({ NODE_ENV: 'production' })).toMatch(
        /^Refusing to start in production:\n {2}AUTH_SECRET: must be set/,
      );
    });

    it('refuses the demo data or the demo results feed, naming each', () => {
      expect(refusal({ NODE_ENV: 'production', AUTH_SECRET: secret, SEED_DEMO_DATA: 'true' })).toMatch(
        /^Refusing to start in production:\n {2}SEED_DEMO_DATA, DEMO_RESULTS_FEED: .*invent lottery results.*DEMO_SITE=true/,
      );
      expect(
        refusal({ NODE_ENV: 'production', AUTH_SECRET: secret, SEED_DEMO_DATA: 'false', DEMO_RESULTS_FEED: '1' }),
      ).toMatch(/^ {2}DEMO_RESULTS_FEED: /m);
      // Both problems at once.
      const both = refusal({ NODE_ENV: 'production', DEMO_RESULTS_FEED: 'true' });
      expect(both).toMatch(/^ {2}AUTH_SECRET: /m);
      expect(both).toMatch(/^ {2}DEMO_RESULTS_FEED: /m);
    });

    it('runs the demo data and feed on a demo site, but never the demo customer', () => {
      expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, DEMO_SITE: 'true' })).toMatchObject({
        seedDemoData: true,
        demoResultsFeed: true,
        demoSite: true,
        demoCustomer: false,
      });
      expect(
        loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, DEMO_SITE: 'true', DEMO_RESULTS_FEED: 'false' }),
      ).toMatchObject({ seedDemoData: true, demoResultsFeed: false });
    });

    it('keeps the demo customer out of a development shop that loads no demo data', () => {
      expect(loadConfig({ SEED_DEMO_DATA: 'false' })).toMatchObject({ demoResultsFeed: false, demoCustomer: false });
    });
  });
});
