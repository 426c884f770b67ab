import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../../../tests/helpers';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { customers } from './identity.tables';
import {
  createOneTimeToken,
  findOneTimeToken,
  type OneTimeToken,
  spendOneTimeToken,
  voidOneTimeTokens,
} from './one-time-tokens';

const clock = fixedClock('2026-03-02T01:00:00Z');
let database: Database;
let deps: { db: Database['db']; clock: typeof clock; random: typeof cryptoRandom };
const customerId = 'one-time-token-customer';

beforeAll(async () => {
  database = await openTestDatabase();
  deps = { db: database.db, clock, random: cryptoRandom };
  await database.db.insert(customers).values({
    id: customerId,
    customerToken: 'one-time-token-customer-token',
    email: 'one-time@example.com',
    passwordHash: 'not-a-real-hash',
    passwordChangedAt: clock.now(),
    firstname: 'Una',
    lastname: 'Tempo',
    dateOfBirth: '1990-01-01',
    communicationPreferences: { email: false, phone: false, sms: false, directmail: false },
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
});
afterAll(() => database.close());

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (err: { code?: string }) => err.code,
  );
const spend = (row: OneTimeToken) => database.db.transaction((tx) => spendOneTimeToken(deps, tx, row));

describe(`single-use tokens (${testDbKind()})`, () => {
  it('are found by their purpose until spent, and spent once', async () => {
    const token = await createOneTimeToken(deps, deps.db, { customerId, purpose: 'password_reset', ttlSeconds: 600 });
    expect(await refusal(findOneTimeToken(deps, token, ['autologin']))).toBe('token_invalid');
    const row = await findOneTimeToken(deps, token, ['autologin', 'password_reset']);
    expect(row).toMatchObject({ customerId, purpose: 'password_reset', subject: null, usedAt: null });
    expect(row.tokenHash).not.toContain(token);
    await spend(row);
    expect(await refusal(findOneTimeToken(deps, token, ['password_reset']))).toBe('token_invalid');
    // A second spending of a token found before the first one (two tabs, a retry) loses.
    expect(await refusal(spend(row))).toBe('token_invalid');
  });

  it('expire after their time', async () => {
    const token = await createOneTimeToken(deps, deps.db, {
      customerId,
      purpose: 'email_confirmation',
      ttlSeconds: 60,
      subject: 'one-time@example.com',
    });
    expect((await findOneTimeToken(deps, token, ['email_confirmation'])).subject).toBe('one-time@example.com');
    clock.advance(60_000);
    expect(await refusal(findOneTimeToken(deps, token, ['email_confirmation']))).toBe('token_expired');
  });

  it('of a purpose are all voided at once, and unknown ones are refused', async () => {
    const first = await createOneTimeToken(deps, deps.db, { customerId, purpose: 'email_change', ttlSeconds: 600 });
    const other = await createOneTimeToken(deps, deps.db, { customerId, purpose: 'autologin', ttlSeconds: 600 });
    await database.db.transaction((tx) => voidOneTimeTokens(deps, tx, customerId, 'email_change'));
    expect(await refusal(findOneTimeToken(deps, first, ['email_change']))).toBe('token_invalid');
    expect((await findOneTimeToken(deps, other, ['autologin'])).purpose).toBe('autologin');
    expect(await refusal(findOneTimeToken(deps, 'no-such-token', ['autologin']))).toBe('token_invalid');
  });
});
