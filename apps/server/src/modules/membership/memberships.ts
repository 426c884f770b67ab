import type { MembershipStatus, MembershipTier } from '@drawline/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { memberships } from './membership.tables';
import { assertMembershipMove } from './membership-rules';

export type MembershipRow = typeof memberships.$inferSelect;

export async function readMembership(db: Db | Tx, customerId: string, program: string): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.customerId, customerId), eq(memberships.program, program)));
  return row ?? null;
}

/**
 * PUT /membership: the customer joins once. A customer who has deposited before is a member at
 * once, one who has not waits for their first deposit (docs/decisions/396). Joining twice is 409.
 */
export async function joinMembership(
  db: Db | Tx,
  input: {
    customerId: string;
    program: string;
    tier: MembershipTier;
    metadata: Record<string, string>;
    deposited: boolean;
    now: Date;
  },
): Promise<MembershipRow> {
  const to: MembershipStatus = input.deposited ? 'member' : 'pending-deposit';
  const existing = await readMembership(db, input.customerId, input.program);
  assertMembershipMove((existing?.status as MembershipStatus | undefined) ?? 'non-member', to);
  const [row] = await db
    .insert(memberships)
    .values({
      customerId: input.customerId,
      program: input.program,
      status: to,
      tier: input.tier,
      metadata: input.metadata,
      joinedAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  // Two joins at once: the one that lost the insert is a second join.
  if (!row) assertMembershipMove('member', to);
  return row as MembershipRow;
}

/** A pending-deposit membership becomes a member's at the first deposit; answers whether it moved. */
export async function promoteToMember(db: Db | Tx, customerId: string, program: string, now: Date): Promise<boolean> {
  const moved = await db
    .update(memberships)
    .set({ status: 'member', updatedAt: now })
    .where(
      and(
        eq(memberships.customerId, customerId),
        eq(memberships.program, program),
        eq(memberships.status, 'pending-deposit'),
      ),
    )
    .returning({ customerId: memberships.customerId });
  return moved.length > 0;
}

/** The tier a member holds now: premium while a paid premium period runs (docs/decisions/456). */
export function tierAt(row: Pick<MembershipRow, 'premiumUntil'>, now: Date): MembershipTier {
  return row.premiumUntil && row.premiumUntil > now ? 'premium' : 'free';
}

/** The customer's membership locked for a change (an upgrade waits for another of the same customer). */
export async function lockMembership(tx: Tx, customerId: string, program: string): Promise<MembershipRow | null> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.customerId, customerId), eq(memberships.program, program)))
    .for('update');
  return row ?? null;
}

/**
 * A premium period is paid (docs/decisions/456): the member is premium until its end, never
 * shortened by a period paid out of order. In the charge's transaction.
 */
export async function extendPremium(
  tx: Tx,
  input: { customerId: string; program: string; until: Date; now: Date },
): Promise<void> {
  const until = input.until.toISOString();
  await tx
    .update(memberships)
    .set({
      tier: 'premium',
      premiumUntil: sql`greatest(coalesce(${memberships.premiumUntil}, ${until}::timestamptz), ${until}::timestamptz)`,
      updatedAt: input.now,
    })
    .where(and(eq(memberships.customerId, input.customerId), eq(memberships.program, input.program)));
}
