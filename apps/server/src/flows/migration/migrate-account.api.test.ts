import { cookieNames } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import {
  createIdentityTestApp,
  type IdentityTestApp,
  newEmail,
  type SignedIn,
  signUp,
} from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { migrateLegacyAccounts } from '../../cli/migrate-legacy-accounts.command';
import { seedDemoData } from '../../demo';
import { createMigration, demoLegacyAccount, type LegacyAccountLine, parseLegacyFile } from '../../modules/migration';
import { AppError } from '../../platform/app-error';
import { finishMigrations, migrateAccount } from './migrate-account';

/**
 * Account migration (issue 29, docs/decisions/468) on PGlite and PostgreSQL: a previous shop's
 * account is offered to the customer whose confirmed email it carries, POST /migration/migrate
 * answers 202 while it moves and 200 once moved, the balance arrives once (twice asked, at once,
 * or after a failure and its retry), and nobody else's account or body moves anything.
 */
let t: IdentityTestApp;
let migration: ReturnType<typeof createMigration>;
let counter = 0;

beforeAll(async () => {
  t = await createIdentityTestApp({ poolSize: 12, config: { rateLimitPerMinute: 1_000_000 } });
  migration = createMigration({ db: t.db, clock: t.clock });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.db));

const legacyLine = (email: string, over: Partial<LegacyAccountLine> = {}): LegacyAccountLine => ({
  legacyId: `L-${++counter}-${process.pid}`,
  email,
  firstname: 'Jo',
  lastname: 'Citizen',
  balance: 2_500,
  currency: 'AUD',
  eligibility: 'soft',
  ...over,
});

/** The token of the confirmation link emailed at sign-up, followed. */
async function confirmEmail(who: SignedIn): Promise<void> {
  const link = (await t.inbox(who.email)).find((m) => /confirm/i.test(m.subject))!.text;
  const token = decodeURIComponent(/confirm-address\/([A-Za-z0-9_%-]+)/.exec(link)![1]!);
  const res = await t.app.inject({ method: 'PATCH', url: '/v2/customer/confirm-email-address', payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A customer with a confirmed email and a legacy account of theirs loaded. */
async function legacyCustomer(over: Partial<LegacyAccountLine> = {}) {
  const who = await signUp(t, newEmail('legacy'));
  await confirmEmail(who);
  const line = legacyLine(who.email, over);
  await migration.importAccounts([line]);
  return { who, line };
}

const me = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: who.auth })).json().result;
const migrate = (who: SignedIn, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/migration/migrate',
    headers: { ...who.auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function journalsOf(customerId: string) {
  const res = (await t.db.execute(
    sql`select count(*)::int as n from ledger_journals j join ledger_postings p on p.journal_id = j.id
        join ledger_accounts a on a.id = p.account_id where j.kind = 'migration' and a.customer_id = ${customerId}`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

describe('GET /customer migrationStatus', () => {
  it('is ineligible without an account, or before the address is confirmed, or in another currency', async () => {
    const none = await signUp(t);
    expect((await me(none)).migrationStatus).toBe('ineligible');
    const unconfirmed = await signUp(t);
    await migration.importAccounts([legacyLine(unconfirmed.email)]);
    expect((await me(unconfirmed)).migrationStatus).toBe('ineligible');
    const { who } = await legacyCustomer({ currency: 'GBP' });
    expect((await me(who)).migrationStatus).toBe('ineligible');
  });

  it('is eligible_soft or eligible_hard as the previous shop said, once the address is confirmed', async () => {
    const soft = await legacyCustomer();
    expect((await me(soft.who)).migrationStatus).toBe('eligible_soft');
    const hard = await legacyCustomer({ eligibility: 'hard' });
    expect((await me(hard.who)).migrationStatus).toBe('eligible_hard');
  });
});

describe('POST /migration/migrate', () => {
  it('answers 202 while it moves and 200 once moved; the balance arrives once however often it is asked', async () => {
    const { who } = await legacyCustomer({ balance: 4_321 });
    const started = await migrate(who);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().result).toEqual({ migrationStatus: 'in_progress', migratedBalance: null });
    expect((await me(who)).migrationStatus).toBe('in_progress');
    const done = await migrate(who);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toEqual({
      migrationStatus: 'migrated',
      migratedBalance: { amount: 4_321, currency: 'AUD' },
    });
    for (let i = 0; i < 3; i++) expect((await migrate(who)).statusCode).toBe(200);
    const after = await me(who);
    expect(after.migrationStatus).toBe('migrated');
    expect(after.balance).toEqual({ amount: 4_321, currency: 'AUD' });
    expect(await journalsOf(who.customerId)).toBe(1);
    const list = await t.app.inject({ method: 'GET', url: '/v2/transactions', headers: who.auth });
    expect(list.json().result).toEqual([
      expect.objectContaining({ type: 'migration', amount: { amount: 4_321, currency: 'AUD' } }),
    ]);
  });

  it('moves an account without a balance with no journal', async () => {
    const { who } = await legacyCustomer({ balance: 0 });
    expect((await migrate(who)).statusCode).toBe(202);
    expect((await migrate(who)).json().result).toEqual({
      migrationStatus: 'migrated',
      migratedBalance: { amount: 0, currency: 'AUD' },
    });
    expect(await journalsOf(who.customerId)).toBe(0);
  });

  it('is finished by the job when the process that started it died, once', async () => {
    const { who } = await legacyCustomer({ balance: 777 });
    expect((await migrate(who)).statusCode).toBe(202);
    const deps = { db: t.db, migration, wallet: t.app.wallet };
    expect((await finishMigrations(deps)).migrated).toBeGreaterThanOrEqual(1);
    expect((await finishMigrations(deps)).migrated).toBe(0);
    expect((await migrate(who)).statusCode).toBe(200);
    expect((await me(who)).balance.amount).toBe(777);
  });

  it('answers 503 migration_failed when the move fails; the retry starts again and moves it once', async () => {
    const { who } = await legacyCustomer({ balance: 1_000 });
    const failing = {
      db: t.db,
      identity: t.app.identity,
      migration,
      wallet: {
        creditMigratedBalance: async () => {
          throw new AppError('service_unavailable');
        },
      },
    };
    expect((await migrateAccount(failing, who.customerId)).status).toBe(202);
    await expect(migrateAccount(failing, who.customerId)).rejects.toMatchObject({ code: 'migration_failed' });
    expect((await me(who)).migrationStatus).toBe('eligible_soft');
    expect((await me(who)).balance.amount).toBe(0);
    expect((await migrate(who)).statusCode).toBe(202);
    expect((await migrate(who)).statusCode).toBe(200);
    expect((await me(who)).balance.amount).toBe(1_000);
    expect(await journalsOf(who.customerId)).toBe(1);
  });
});

describe('what moves nothing', () => {
  it("refuses a visitor, a customer without an account, and never moves another customer's account", async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/migration/migrate' });
    expect(visitor.statusCode).toBe(401);
    const owner = await legacyCustomer();
    const other = await signUp(t);
    await confirmEmail(other);
    const before = await databaseDigest(t.db, ['sessions', 'refresh_tokens']);
    const refused = await migrate(other);
    expectRefusedInEnvelope(refused, 'no account of theirs');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('migration_not_eligible');
    // Naming the owner's account in a body is refused too: the call reads no body.
    for (const payload of [{ legacy_id: owner.line.legacyId }, { email: owner.who.email }]) {
      expectRefusedInEnvelope(await migrate(other, payload), JSON.stringify(payload));
    }
    expect(await databaseDigest(t.db, ['sessions', 'refresh_tokens'])).toEqual(before);
    expect((await me(owner.who)).migrationStatus).toBe('eligible_soft');
  });

  it('refuses hostile bodies and a cross-site post in the envelope, nothing changed', async () => {
    const { who, line } = await legacyCustomer();
    const before = await databaseDigest(t.db, ['sessions', 'refresh_tokens']);
    for (const body of hostileBodies({ legacy_id: line.legacyId })) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/migration/migrate',
        headers: { ...who.auth, 'content-type': body.contentType },
        payload: body.payload,
      });
      expectRefusedInEnvelope(res, body.kind);
    }
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/migration/migrate',
      cookies: { [cookieNames.webAccessToken]: who.accessToken },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('cross_site_request');
    expect(await databaseDigest(t.db, ['sessions', 'refresh_tokens'])).toEqual(before);
  });
});

describe('the importer', () => {
  it('names every bad line and loads nothing from such a file', () => {
    const good = JSON.stringify(legacyLine('a@example.com'));
    const text = [
      good,
      '{not json',
      JSON.stringify({ ...legacyLine('b@example.com'), balance: -1 }),
      JSON.stringify({ ...legacyLine('A@example.com') }),
      JSON.stringify({ ...legacyLine('c@example.com'), extra: 1 }),
      '',
    ].join('\n');
    const { lines, problems } = parseLegacyFile(text);
    expect(problems).toEqual([
      'line 2: not JSON',
      expect.stringMatching(/^line 3: balance/),
      'line 4: the same email as line 1',
      expect.stringMatching(/^line 5: line Unrecognized key/i),
    ]);
    expect(lines.length).toBe(2);
  });

  it('npm run migrate-legacy-accounts: a bad file loads nothing and says why, a good one loads and reports', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    const fresh = legacyLine(newEmail('cli'));
    const bad = `${JSON.stringify(fresh)}\n{"legacyId":"x y"}\n`;
    expect(await migrateLegacyAccounts({ db: t.db, clock: t.clock }, bad, io)).toBe(1);
    expect(err.join('\n')).toMatch(/line 2: legacyId/);
    expect(err.at(-1)).toBe('Nothing was loaded: 1 line(s) to correct.');
    const good = `${JSON.stringify(fresh)}\n`;
    expect(await migrateLegacyAccounts({ db: t.db, clock: t.clock }, good, io)).toBe(0);
    expect(out.at(-1)).toMatch(/^Loaded 1 legacy account\(s\): 1 added, 0 updated, 0 already claimed/);
    const taken = JSON.stringify({ ...legacyLine(fresh.email) });
    expect(await migrateLegacyAccounts({ db: t.db, clock: t.clock }, taken, io)).toBe(1);
    expect(err.at(-1)).toMatch(/belongs to another legacy account/);
  });

  it('loads a file again without changing a claimed or moved account', async () => {
    const { who, line } = await legacyCustomer({ balance: 500 });
    const waiting = legacyLine(newEmail('waiting'));
    expect(await migration.importAccounts([waiting])).toEqual({ added: 1, updated: 0, kept: 0 });
    await migrate(who);
    expect(
      await migration.importAccounts([
        { ...line, balance: 9_999 },
        { ...waiting, balance: 50 },
      ]),
    ).toEqual({
      added: 0,
      updated: 1,
      kept: 1,
    });
    await migrate(who);
    expect((await me(who)).balance.amount).toBe(500);
  });
});

describe('demo data', () => {
  it('loads the demo legacy account on demo starts only, once', async () => {
    const who = await signUp(t, demoLegacyAccount.email);
    await confirmEmail(who);
    await seedDemoData(t.db, t.clock, { demoCustomer: false });
    expect((await me(who)).migrationStatus).toBe('ineligible');
    await seedDemoData(t.db, t.clock, { demoCustomer: true });
    await seedDemoData(t.db, t.clock, { demoCustomer: true });
    expect((await me(who)).migrationStatus).toBe('eligible_soft');
    expect((await migrate(who)).statusCode).toBe(202);
    expect((await migrate(who)).json().result.migratedBalance).toEqual({ amount: 2_500, currency: 'AUD' });
  });
});

describe.runIf(testDbKind() === 'postgres')('at once (PostgreSQL)', () => {
  it('two starts at once, and ten, claim once and credit once', async () => {
    for (const starts of [2, 10]) {
      const { who } = await legacyCustomer({ balance: 1_234 });
      const answers = await Promise.all(Array.from({ length: starts }, () => migrate(who)));
      expect(answers.every((a) => a.statusCode === 202 || a.statusCode === 200)).toBe(true);
      expect(answers.filter((a) => a.statusCode === 202).length).toBeGreaterThanOrEqual(1);
      let last = answers[0]!;
      for (let i = 0; i < 10 && last.statusCode !== 200; i++) {
        last = (await Promise.all([migrate(who), migrate(who)]))[0]!;
      }
      expect(last.statusCode).toBe(200);
      expect((await me(who)).balance.amount).toBe(1_234);
      expect(await journalsOf(who.customerId)).toBe(1);
    }
  });
});
