import type { ConsoleCustomer } from '@drawline/contracts';
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import type { SignInSessionService } from './create-sign-in-sessions';
import { customers } from './identity.tables';

/** Only what support needs (docs/decisions/232): never the password hash, tokens or sessions. */
const columns = {
  customerId: customers.id,
  email: customers.email,
  firstname: customers.firstname,
  lastname: customers.lastname,
  dateOfBirth: customers.dateOfBirth,
  phone: customers.phone,
  currency: customers.currency,
  segmentName: customers.segmentName,
  emailConfirmedAt: customers.emailConfirmedAt,
  createdAt: customers.createdAt,
  closedAt: customers.closedAt,
  lockedAt: customers.lockedAt,
  lockReason: customers.lockReason,
};

type Picked = Omit<ConsoleCustomer, 'emailConfirmed' | 'createdAt' | 'closedAt' | 'lockedAt'> & {
  emailConfirmedAt: Date | null;
  createdAt: Date;
  closedAt: Date | null;
  lockedAt: Date | null;
};

const view = ({ emailConfirmedAt, createdAt, closedAt, lockedAt, ...r }: Picked): ConsoleCustomer => ({
  ...r,
  emailConfirmed: emailConfirmedAt !== null,
  createdAt: createdAt.toISOString(),
  closedAt: closedAt?.toISOString() ?? null,
  lockedAt: lockedAt?.toISOString() ?? null,
});

/** `%` and `_` typed by staff are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Customers found by staff (docs/decisions/232): an exact id, or a part of the email or of the
 * name ("first last" matches too), at most 50.
 */
export async function searchCustomersForStaff(db: Db, query: string): Promise<ConsoleCustomer[]> {
  const pattern = `%${likeEscaped(query.trim())}%`;
  const rows = await db
    .select(columns)
    .from(customers)
    .where(
      or(
        eq(customers.id, query.trim()),
        ilike(customers.email, pattern),
        ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, pattern),
      ),
    )
    .orderBy(customers.lastname, customers.firstname, customers.id)
    .limit(50);
  return rows.map(view);
}

/** One customer as staff see them; not_found when there is none. */
export async function customerForStaff(db: Db | Tx, customerId: string): Promise<ConsoleCustomer> {
  const [row] = await db.select(columns).from(customers).where(eq(customers.id, customerId));
  if (!row) throw new AppError('not_found', { message: 'No customer has this id.' });
  return view(row);
}

/**
 * Staff lock or unlock a customer (docs/decisions/237), in the caller's transaction: a lock ends
 * every sign-in session at once; sign-in and every session are refused until the unlock.
 */
export function createLockCustomer(deps: { clock: Clock; signInSessions: SignInSessionService }) {
  return async (
    tx: Tx,
    input: { customerId: string; locked: boolean; reason?: string },
  ): Promise<{ before: ConsoleCustomer; after: ConsoleCustomer }> => {
    const [row] = await tx.select(columns).from(customers).where(eq(customers.id, input.customerId)).for('update');
    if (!row) throw new AppError('not_found', { message: 'No customer has this id.' });
    const now = deps.clock.now();
    const [after] = await tx
      .update(customers)
      .set(
        input.locked
          ? { lockedAt: row.lockedAt ?? now, lockReason: input.reason ?? null, updatedAt: now }
          : { lockedAt: null, lockReason: null, updatedAt: now },
      )
      .where(eq(customers.id, input.customerId))
      .returning(columns);
    if (input.locked) await deps.signInSessions.revokeAllForCustomer(tx, input.customerId, 'customer_locked');
    return { before: view(row), after: view(after as Picked) };
  };
}
export type LockCustomer = ReturnType<typeof createLockCustomer>;
