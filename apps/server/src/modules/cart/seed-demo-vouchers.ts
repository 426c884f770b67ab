import type { VoucherType } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { vouchers } from './cart.tables';

const DAY_MS = 86_400_000;

/** The demo shop's promotion codes, one of each voucher type (listed in the README). */
export function demoVouchers(now: Date) {
  return [
    {
      code: 'WELCOME5',
      type: 'voucher_fixed_discount',
      description: '$5 off an order of $10 or more',
      amount: 500,
      minimumSpend: 1000,
    },
    {
      code: 'SAVE10',
      type: 'voucher_percent_discount',
      description: '10% off an order of $20 or more',
      percentOff: 10,
      minimumSpend: 2000,
    },
    {
      code: 'AUTUMN15',
      type: 'voucher_fixed_discount_expire',
      description: '$15 off an order of $30 or more, for a limited time',
      amount: 1500,
      minimumSpend: 3000,
      expiresAt: new Date(now.getTime() + 365 * DAY_MS),
    },
    {
      code: 'BONUS20',
      type: 'voucher_credit_amount',
      description: '$20 wallet credit after an order of $25 or more',
      amount: 2000,
      minimumSpend: 2500,
    },
    {
      code: 'SUMMER10',
      type: 'voucher_fixed_discount_expire',
      description: '$10 off, expired: shows how an expired code is refused',
      amount: 1000,
      minimumSpend: 0,
      expiresAt: new Date(now.getTime() - DAY_MS),
    },
  ] satisfies (Partial<typeof vouchers.$inferInsert> & { code: string; type: VoucherType })[];
}

/** Adds the demo vouchers once; a later run leaves them (and their expiry dates) alone. */
export async function seedDemoVouchers(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .insert(vouchers)
    .values(demoVouchers(now).map((v) => ({ ...v, createdAt: now })))
    .onConflictDoNothing();
}
