import type { ConsoleVoucher, CreateVoucherRequest } from '@drawline/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import { vouchers } from './cart.tables';

type Row = typeof vouchers.$inferSelect;
const view = (r: Row): ConsoleVoucher => ({
  code: r.code,
  type: r.type,
  description: r.description,
  amount: r.amount,
  percentOff: r.percentOff,
  minimumSpend: r.minimumSpend,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  active: r.active,
});

/**
 * Vouchers made and ended by content editors (docs/decisions/238). A voucher is never deleted
 * (its redemptions point at it); ending it makes the code unknown to carts from then on.
 */
export function createVoucherAdmin(deps: { db: Db; clock: Clock }) {
  return {
    async list(): Promise<ConsoleVoucher[]> {
      const rows = await deps.db.select().from(vouchers).orderBy(desc(vouchers.createdAt), vouchers.code).limit(200);
      return rows.map(view);
    },

    async create(tx: Tx, input: CreateVoucherRequest): Promise<ConsoleVoucher> {
      const percent = input.type === 'voucher_percent_discount';
      const [row] = await tx
        .insert(vouchers)
        .values({
          code: input.code,
          type: input.type,
          description: input.description,
          amount: percent ? null : (input.amount ?? null),
          percentOff: percent ? (input.percentOff ?? null) : null,
          minimumSpend: input.minimumSpend,
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
          createdAt: deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('conflict', { message: `The code ${input.code} exists already.` });
      return view(row);
    },

    async end(tx: Tx, code: string): Promise<{ before: ConsoleVoucher; after: ConsoleVoucher }> {
      const [old] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
      if (!old) throw new AppError('not_found', { message: 'No voucher has this code.' });
      const [row] = await tx.update(vouchers).set({ active: false }).where(eq(vouchers.code, code)).returning();
      return { before: view(old), after: view(row as Row) };
    },
  };
}
export type VoucherAdmin = ReturnType<typeof createVoucherAdmin>;
