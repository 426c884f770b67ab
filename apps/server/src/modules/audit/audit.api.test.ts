import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../../../tests/helpers';
import { type Database, sqlState } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { auditLog } from './audit.tables';
import { type AuditLog, createAuditLog } from './index';

const clock = fixedClock('2026-03-02T01:00:00Z');
let database: Database;
let audit: AuditLog;

beforeAll(async () => {
  database = await openTestDatabase();
  audit = createAuditLog({ db: database.db, clock, random: cryptoRandom });
});
afterAll(() => database.close());

const entry = (n: number) => ({
  actor: { staffId: 'staff-1', address: '203.0.113.7' },
  action: 'test.write',
  subjectType: 'thing',
  subjectId: `thing-${n}`,
  before: { n: n - 1 },
  after: { n },
});

async function refusal(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (err) {
    return sqlState(err) ?? String(err);
  }
  return undefined;
}

describe(`the audit log (${testDbKind()})`, () => {
  it('keeps a row written in a committed transaction, with who, when, what, before, after and where from', async () => {
    await database.db.transaction((tx) => audit.recordAudit(tx, entry(1)));
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, 'thing-1'));
    expect(row).toMatchObject({
      staffId: 'staff-1',
      action: 'test.write',
      subjectType: 'thing',
      before: { n: 0 },
      after: { n: 1 },
      address: '203.0.113.7',
      at: clock.now(),
    });
  });

  it('has no row of a transaction that rolled back', async () => {
    const failed = database.db.transaction(async (tx) => {
      await audit.recordAudit(tx, entry(2));
      throw new Error('the action failed after its audit row');
    });
    await expect(failed).rejects.toThrow('the action failed');
    expect(await database.db.select().from(auditLog).where(eq(auditLog.subjectId, 'thing-2'))).toEqual([]);
  });

  it('refuses, in the database itself, to update, delete or empty a row', async () => {
    await database.db.transaction((tx) => audit.recordAudit(tx, entry(3)));
    // restrict_violation, raised by the trigger of the migration.
    expect(
      await refusal(database.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.subjectId, 'thing-3'))),
    ).toBe('23001');
    expect(await refusal(database.db.delete(auditLog).where(eq(auditLog.subjectId, 'thing-3')))).toBe('23001');
    expect(await refusal(database.db.execute(sql`truncate audit_log`))).toBe('23001');
    expect(await refusal(database.db.execute(sql`update audit_log set address = 'elsewhere'`))).toBe('23001');
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, 'thing-3'));
    expect(row?.action).toBe('test.write');
  });

  it('lists newest first, a page at a time', async () => {
    for (const n of [10, 11, 12, 13, 14]) await database.db.transaction((tx) => audit.recordAudit(tx, entry(n)));
    const first = await audit.listAudit({ limit: 2, offset: 0 });
    expect(first.entries.map((e) => e.subjectId)).toEqual(['thing-14', 'thing-13']);
    const second = await audit.listAudit({ limit: 2, offset: 2 });
    expect(second.entries.map((e) => e.subjectId)).toEqual(['thing-12', 'thing-11']);
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThanOrEqual(7);
  });
});
