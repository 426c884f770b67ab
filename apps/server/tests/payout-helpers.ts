import { IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { cryptoRandom } from '../src/lib/random';
import { type IdentityTestApp, type SignedIn, signUp } from './identity-helpers';
import { fundWallet } from './ledger-helpers';

/** What the withdrawal methods' API tests share (PayPal, Wise, donations): keys, answers, cash and postings. */

/** A fresh Idempotency-Key header: one attempt of a money call. */
export const moneyKey = () => ({ [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });

/** A 200's result. */
export function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

/** A 400's field errors, one message a field. */
export function fieldErrors(res: LightMyRequestResponse): Record<string, string> {
  expect(res.statusCode, res.body).toBe(400);
  const errors = res.json().errors as Record<string, { message: string }[]>;
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]!.message]));
}

/** A new customer with this much cash (AUD cents). */
export async function customerWith(app: IdentityTestApp, cash: number): Promise<SignedIn> {
  const who = await signUp(app);
  if (cash) await fundWallet(app.app, who.customerId, { amount: cash, currency: 'AUD' });
  return who;
}

/** The customer's withdrawable AUD cash, in cents. */
export const cashOf = async (app: IdentityTestApp, who: SignedIn) =>
  (await app.app.wallet.getFunds(who.customerId, 'AUD')).withdrawableFunds.amount;

/** What the journals of one reference posted to one ledger account. */
export async function postingsTo(db: Db, account: string, reference: string): Promise<number> {
  const rows = await db.execute(
    `select coalesce(sum(p.amount), 0)::int as total from ledger_postings p join ledger_journals j on j.id = p.journal_id
      where p.account_id = '${account}' and j.reference = '${reference}'`,
  );
  return (rows as unknown as { rows: { total: number }[] }).rows[0]!.total;
}
