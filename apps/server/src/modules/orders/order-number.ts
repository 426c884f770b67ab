import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { StatementPart } from '../../db/one-statement';

/** Crockford's base 32: no I, L, O or U, so a number read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BITS = 40n;
const MASK = (1n << BITS) - 1n;
/** Odd, so multiplying by it modulo 2^40 is a bijection: every order keeps a number of its own. */
const SPREAD = 0x9e3779b97fn;
const OFFSET = 0x5a3c96e1d2n;

/**
 * The short order number a customer reads out ("DL-4K7P-2Q9M"; docs/decisions/302): the order's
 * place in the sequence, spread over 40 bits so neighbouring orders do not look alike, in eight
 * characters. Unique because the spreading is a bijection; not a secret (the receipt's address
 * keeps its unguessable checkout id).
 */
export function orderNumberOf(orderNo: number): string {
  if (!Number.isSafeInteger(orderNo) || orderNo < 1 || BigInt(orderNo) > MASK) {
    throw new Error(`${orderNo} is not an order's place in the sequence.`);
  }
  let spread = ((BigInt(orderNo) * SPREAD) & MASK) ^ OFFSET;
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = ALPHABET[Number(spread & 31n)] + code;
    spread >>= 5n;
  }
  return `DL-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The next place in the orders' sequence, taken before the order is written (its ledger line names it). */
export async function takeOrderNo(tx: Tx): Promise<number> {
  const result = (await tx.execute(sql`select nextval('orders_order_no_seq') as order_no`)) as unknown as {
    rows: { order_no: string | number }[];
  };
  return Number(result.rows[0]?.order_no);
}

/** takeOrderNo as a part of a flow's statement (docs/decisions/336). */
export function orderNoPart(): StatementPart<number> {
  return { answer: sql`nextval('orders_order_no_seq')`, read: Number };
}
