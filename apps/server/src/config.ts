import {
  DEFAULT_LIMIT_COOLING_OFF_DAYS,
  defaultShopEngines,
  MANUAL_DOCUMENT_RETENTION_DAYS,
  type ShopEngines,
} from '@drawline/contracts';
import { z } from 'zod';
import { defaultLimitsPolicy, type LimitsPolicy } from './modules/limits';
import { type PaymentMethodsConfig, paymentMethodsConfigOf, paymentMethodsEnv } from './payment-methods-config';
import { loadSocialProviders, type SocialProvidersConfig } from './social-sign-in-config';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… selects a PostgreSQL server; without it the embedded database is used. */
  DATABASE_URL: z
    .string()
    .url()
    .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must be a postgres:// or postgresql:// url')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** The longest a request waits for a pool connection before a 503 (PostgreSQL); 0 waits for ever. */
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(0).default(2000),
  /** Purchases at once per process, waiting ones, and the longest wait for a lane (docs/decisions/286, 563); 0 lanes: off. */
  PURCHASE_LANES: z.coerce.number().int().min(0).default(4),
  PURCHASE_LANES_WAITING: z.coerce.number().int().min(0).default(8),
  PURCHASE_LANES_WAIT_MS: z.coerce.number().int().min(0).default(100),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_NAME: z.string().default('Drawline'),
  /** The customer support phone line the pages show (GET /config supportNumber); none is shown without it. */
  SUPPORT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a phone number (digits, spaces, brackets, hyphens, a leading +)')
    .optional(),
  /** The native app's store listings (decision 481): both, or the shop has no app pages and no native_app capability. */
  APP_STORE_URL: z.string().trim().url().startsWith('https://').optional(),
  PLAY_STORE_URL: z.string().trim().url().startsWith('https://').optional(),
  /** Load the demo catalogue on start; off in production unless DEMO_SITE. */
  SEED_DEMO_DATA: bool,
  /** The demo draw calendar and results feed, which invents lottery results; off in production unless DEMO_SITE. */
  DEMO_RESULTS_FEED: bool,
  /** This production shop is a demonstration: the demo data and its invented results may run. */
  DEMO_SITE: bool,
  COOKIE_SECURE: bool,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Processes `npm run serve:cluster` starts (src/cluster.ts); the machine's cores when unset. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  /** Load shedding (platform/overload.ts, docs/decisions/224); 0 turns a limit off. */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  OVERLOAD_MAX_DATABASE_WAITING: z.coerce.number().int().min(0).default(100),
  /** A staff balance correction above this many minor units waits for a second staff member (docs/decisions/234). */
  BALANCE_CORRECTION_APPROVAL_ABOVE: z.coerce.number().int().min(0).default(10_000),
  /** Hours a new bank account or PayID waits before its first withdrawal (docs/decisions/346); 0: none. */
  PAYOUT_DESTINATION_HOLD_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  LIVE_STOCK_REUSE_MS: z.coerce.number().int().min(0).max(5000).default(250),
  /** Header a CDN or proxy sets with the visitor's country (for GET /locate). */
  LOCATE_COUNTRY_HEADER: z.string().default('x-country-code'),
  /** Country used when the lookup finds nothing. */
  LOCATE_DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .default('AU'),
  /** Optional JSON file of { cidr, countryCode } ranges for the address lookup. */
  LOCATE_RANGES_FILE: z.string().optional(),
  /** Segments whose customers buy only once their identity is verified (decision 441): names, comma-separated. */
  VERIFY_TO_BUY_SEGMENTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .default([]),
  /** Countries the shop does not sell to (docs/decisions/384): two-letter codes, comma-separated. */
  BANNED_COUNTRIES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes, comma-separated')))
    .default([]),
  TRUST_PROXY: bool,
  ...paymentMethodsEnv,
  WEB_BUILD_DIR: z.string().optional(),
  /** Signs tokens and cookies, encrypts two-factor secrets; made and kept under DATA_DIR in development. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Earlier server secrets, comma-separated, newest first (docs/decisions/347): what was sealed or
   * signed under them still opens, while everything new is made with AUTH_SECRET.
   */
  AUTH_SECRET_PREVIOUS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, 'each key must be at least 32 characters')))
    .optional(),
  /** smtp://user:pass@host:587 or smtps://…; without it emails go to DATA_DIR/mailbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Drawline <no-reply@drawline.test>'),
  /** The storefront's address, for links in emails; also an origin allowed to write with our cookies. */
  PUBLIC_URL: z.string().url().optional(),
  JOBS_ENABLED: bool, // run the background jobs (pg-boss) in this process
  /** A single prize above this many cents is held for finance to release (docs/decisions/203). */
  PRIZE_HOLD_THRESHOLD: z.coerce.number().int().min(0).default(1_000_000),
  /** Bearer token a metrics scraper shows for GET /metrics; without it only this machine may read them. */
  LIMITS_COOLING_OFF_DAYS: z.coerce.number().int().min(0).max(90).default(DEFAULT_LIMIT_COOLING_OFF_DAYS),
  /** Days a manual verification upload's documents are kept after staff decide (docs/decisions/467). */
  VERIFICATION_DOCUMENT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(MANUAL_DOCUMENT_RETENTION_DAYS),
  SPEND_LIMIT_REQUIRED: bool,
  /** Sell autoplays and subscriptions, bought again for every draw (docs/decisions/353); off unless set. */
  RECURRING_PURCHASES: bool,
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type Config = PaymentMethodsConfig & {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl?: string;
  databasePoolSize: number;
  /** Ms a request waits for a pool connection before it is refused with 503; 0: no bound. */
  databasePoolWaitMs: number;
  /** Purchases per process: at once, waiting, and the longest wait for a lane (docs/decisions/286). */
  purchaseLanes: { running: number; waiting: number; maxWaitMs: number };
  dataDir: string;
  logLevel: string;
  siteName: string;
  /** The support phone line (SUPPORT_PHONE); null: the pages show no number. */
  supportPhone: string | null;
  /** The native app's store listings (APP_STORE_URL and PLAY_STORE_URL); null unless both are set (decision 481). */
  appStoreLinks: { ios: string; android: string } | null;
  seedDemoData: boolean;
  demoResultsFeed: boolean; // the demo draw calendar and results feed (invented lottery results)
  /** A production shop run as a demonstration (DEMO_SITE): demo data allowed, the demo customer still not. */
  demoSite: boolean;
  /** The built-in sandbox payment gateway (test cards): outside production, or on a demo site (docs/decisions/170). */
  sandboxGateway: boolean;
  /** demo@drawline.test with its published password: with the demo data, never in production. */
  demoCustomer: boolean;
  cookieSecure: boolean;
  rateLimitPerMinute: number;
  webConcurrency?: number;
  overload: { maxEventLoopDelayMs: number; maxEventLoopUtilization: number; maxDatabaseWaiting: number };
  /** Minor units: a balance correction larger than this (either way) needs a second staff member. */
  balanceCorrectionApprovalAbove: number;
  /** Hours a new payout destination waits before its first withdrawal (docs/decisions/346). */
  payoutDestinationHoldHours: number;
  /** Segments whose customers buy only once verified (decision 441). */
  verifyToBuySegments: string[];
  /** Milliseconds one read of the stock on sale serves every offers answer of the process (docs/decisions/342). */
  liveStockReuseMs: number;
  locate: { countryHeader: string; defaultCountry: string; rangesFile?: string; bannedCountries: string[] };
  trustProxy: boolean;
  webBuildDir?: string;
  authSecret?: string;
  /** Earlier server secrets, newest first: opening and checking try them after AUTH_SECRET (docs/decisions/347). */
  authSecretsPrevious: string[];
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  jobsEnabled: boolean;
  metricsToken?: string;
  /** The responsible-gambling policy (docs/decisions/210). */
  limits: LimitsPolicy;
  /** Cents; a larger prize waits for a finance release. */
  prizeHoldThreshold: number;
  /** Days manual verification documents are kept after staff decide (docs/decisions/467). */
  verificationDocumentRetentionDays: number;
  /** Sign in with Apple and Google (docs/decisions/380): the providers whose client is configured. */
  socialProviders: SocialProvidersConfig;
  /** The engines the shop sells with (docs/decisions/353): the cart's check and the capabilities read this. */
  shopEngines: Readonly<ShopEngines>;
};

/** Parses the environment once, at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and compose files use it.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const demoSite = e.DEMO_SITE ?? false;
  const seedDemoData = e.SEED_DEMO_DATA ?? (!production || demoSite);
  const demoResultsFeed = e.DEMO_RESULTS_FEED ?? seedDemoData;
  refuseUnsafeProduction({ production, demoSite, seedDemoData, demoResultsFeed, authSecret: e.AUTH_SECRET });
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePoolWaitMs: e.DATABASE_POOL_WAIT_MS,
    purchaseLanes: {
      running: e.PURCHASE_LANES,
      waiting: e.PURCHASE_LANES_WAITING,
      maxWaitMs: e.PURCHASE_LANES_WAIT_MS,
    },
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    siteName: e.SITE_NAME,
    supportPhone: e.SUPPORT_PHONE ?? null,
    appStoreLinks: e.APP_STORE_URL && e.PLAY_STORE_URL ? { ios: e.APP_STORE_URL, android: e.PLAY_STORE_URL } : null,
    seedDemoData,
    demoResultsFeed,
    demoSite,
    sandboxGateway: !production || demoSite,
    ...paymentMethodsConfigOf(e, !production || demoSite, production),
    demoCustomer: seedDemoData && !production,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webConcurrency: e.WEB_CONCURRENCY,
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxDatabaseWaiting: e.OVERLOAD_MAX_DATABASE_WAITING,
    },
    balanceCorrectionApprovalAbove: e.BALANCE_CORRECTION_APPROVAL_ABOVE,
    payoutDestinationHoldHours: e.PAYOUT_DESTINATION_HOLD_HOURS,
    verifyToBuySegments: e.VERIFY_TO_BUY_SEGMENTS,
    liveStockReuseMs: e.LIVE_STOCK_REUSE_MS,
    locate: {
      countryHeader: e.LOCATE_COUNTRY_HEADER.toLowerCase(),
      defaultCountry: e.LOCATE_DEFAULT_COUNTRY.toUpperCase(),
      rangesFile: e.LOCATE_RANGES_FILE,
      bannedCountries: e.BANNED_COUNTRIES,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    webBuildDir: e.WEB_BUILD_DIR,
    authSecret: e.AUTH_SECRET,
    authSecretsPrevious: e.AUTH_SECRET_PREVIOUS ?? [],
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jobsEnabled: e.JOBS_ENABLED ?? e.NODE_ENV !== 'test',
    metricsToken: e.METRICS_TOKEN,
    limits: {
      ...defaultLimitsPolicy,
      coolingOffDays: e.LIMITS_COOLING_OFF_DAYS,
      spendLimitRequired: e.SPEND_LIMIT_REQUIRED ?? false,
    },
    prizeHoldThreshold: e.PRIZE_HOLD_THRESHOLD,
    verificationDocumentRetentionDays: e.VERIFICATION_DOCUMENT_RETENTION_DAYS,
    socialProviders: loadSocialProviders(given),
    // On by default only in the demo start (`npm start`: development with demo data; decision 385).
    shopEngines: {
      ...defaultShopEngines,
      recurringPurchases: e.RECURRING_PURCHASES ?? (e.NODE_ENV === 'development' && seedDemoData),
    },
  };
}

/**
 * A production shop refuses to start with what would hurt a real operator (docs/decisions/074):
 * invented lottery results, demo data, or no shared signing secret.
 */
function refuseUnsafeProduction(c: {
  production: boolean;
  demoSite: boolean;
  seedDemoData: boolean;
  demoResultsFeed: boolean;
  authSecret?: string;
}): void {
  if (!c.production) return;
  const problems: string[] = [];
  if (!c.authSecret) {
    problems.push(
      '  AUTH_SECRET: must be set in production (at least 32 characters, the same for every process): it signs tokens and links and encrypts two-factor secrets.',
    );
  }
  if (!c.demoSite) {
    const demo = [c.seedDemoData && 'SEED_DEMO_DATA', c.demoResultsFeed && 'DEMO_RESULTS_FEED'].filter(Boolean);
    if (demo.length) {
      problems.push(
        `  ${demo.join(', ')}: the demo data and its results feed invent lottery results and must never run on a real shop. Turn ${demo.length > 1 ? 'them' : 'it'} off, or set DEMO_SITE=true if this is a demonstration site.`,
      );
    }
  }
  if (problems.length) throw new Error(`Refusing to start in production:\n${problems.join('\n')}`);
}

/** A configuration for tests: quiet, no demo data unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    seedDemoData: false,
    demoResultsFeed: false,
    demoCustomer: false,
    // A busy test machine is not an overloaded shop: tests that shed load turn it on themselves.
    overload: { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, maxDatabaseWaiting: 0 },
    // Likewise the purchase lanes and the pool's wait: concurrency tests send bursts on purpose.
    purchaseLanes: { running: 0, waiting: 0, maxWaitMs: 0 },
    databasePoolWaitMs: 0,
    // A new payout destination is usable at once: the tests of its wait set one (docs/decisions/346).
    payoutDestinationHoldHours: 0,
    // Every offers answer reads the stock afresh: tests buy and look at once (docs/decisions/342).
    liveStockReuseMs: 0,
    ...overrides,
  };
}
