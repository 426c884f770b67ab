import type { GiveawayType, MembershipTier } from '@drawline/contracts';
import { and, asc, count, desc, eq, gt, lte, max, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Random } from '../../lib/random';
import { AppError, notFound } from '../../platform/app-error';
import { giveawayEntries, giveaways, memberships } from './membership.tables';
import { firstEntryStatus } from './membership-rules';
import { programEntries } from './program-settings';

export type GiveawayRow = typeof giveaways.$inferSelect;
export type GiveawayEntryRow = typeof giveawayEntries.$inferSelect;

export interface NewGiveaway {
  program: string;
  type: GiveawayType;
  title: string;
  description?: string;
  images?: { mobile: string; desktop: string };
  openAt: Date;
  closeAt: Date;
  prize:
    | { kind: 'credit'; amount: number; currency: string; name: string }
    | { kind: 'goods'; name: string; currency: string };
  winnersCount?: number;
}

/** A giveaway made (by the console or the demo), numbered after the last of its type, in the caller's transaction. */
export async function createGiveaway(tx: Tx, random: Random, input: NewGiveaway, now: Date): Promise<GiveawayRow> {
  if (!(input.closeAt > input.openAt))
    throw new AppError('unprocessable', { message: 'A giveaway closes after it opens.' });
  // One number at a time per program and type: the advisory lock keeps two makers from taking the same.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`giveaway-number:${input.program}:${input.type}`}))`);
  const [last] = await tx
    .select({ n: max(giveaways.number) })
    .from(giveaways)
    .where(and(eq(giveaways.program, input.program), eq(giveaways.type, input.type)));
  const [row] = await tx
    .insert(giveaways)
    .values({
      id: `gw_${random.uuid().replaceAll('-', '')}`,
      program: input.program,
      type: input.type,
      number: (last?.n ?? 0) + 1,
      title: input.title,
      description: input.description ?? '',
      images: input.images ?? { mobile: '', desktop: '' },
      openAt: input.openAt,
      closeAt: input.closeAt,
      prizeKind: input.prize.kind,
      prizeName: input.prize.name,
      prizeAmount: input.prize.kind === 'credit' ? input.prize.amount : 0,
      currency: input.prize.currency,
      winnersCount: input.winnersCount ?? 1,
      status: 'open',
      createdAt: now,
    })
    .returning();
  return row as GiveawayRow;
}

/** Whether the program has a giveaway of the type closing at that moment (the demo makes each once). */
export async function hasGiveawayClosingAt(
  db: Db | Tx,
  program: string,
  type: GiveawayType,
  closeAt: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: giveaways.id })
    .from(giveaways)
    .where(and(eq(giveaways.program, program), eq(giveaways.type, type), eq(giveaways.closeAt, closeAt)))
    .limit(1);
  return row !== undefined;
}

export async function giveawayById(db: Db | Tx, id: string): Promise<GiveawayRow | null> {
  const [row] = await db.select().from(giveaways).where(eq(giveaways.id, id));
  return row ?? null;
}

export async function giveawayByNumber(
  db: Db | Tx,
  program: string,
  type: GiveawayType,
  number: number,
): Promise<GiveawayRow | null> {
  const [row] = await db
    .select()
    .from(giveaways)
    .where(and(eq(giveaways.program, program), eq(giveaways.type, type), eq(giveaways.number, number)));
  return row ?? null;
}

/** GET /v3/draws (decision 395): current (open now) or closed giveaways, newest close first, with the total. */
export async function listGiveaways(
  db: Db | Tx,
  input: { program: string; status: 'current' | 'closed'; limit: number; offset: number; now: Date },
): Promise<{ rows: GiveawayRow[]; total: number }> {
  const open = and(eq(giveaways.status, 'open'), gt(giveaways.closeAt, input.now));
  const where = and(
    eq(giveaways.program, input.program),
    input.status === 'current'
      ? and(open, lte(giveaways.openAt, input.now))
      : or(eq(giveaways.status, 'drawn'), lte(giveaways.closeAt, input.now)),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(giveaways)
      .where(where)
      .orderBy(input.status === 'current' ? asc(giveaways.closeAt) : desc(giveaways.closeAt), asc(giveaways.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(giveaways).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The entries count of each tier and type as a VALUES list the entries statement joins. */
function tierCounts(table: Readonly<Record<MembershipTier, Readonly<Record<GiveawayType, number>>>>) {
  const rows = (Object.entries(table) as [MembershipTier, Record<GiveawayType, number>][]).flatMap(([tier, byType]) =>
    Object.entries(byType).map(([type, n]) => sql`(${tier}, ${type}, ${n}::int)`),
  );
  return sql.join(rows, sql`, `);
}

/** Entries a member earned in one giveaway beyond their tier's (decision 527: by activity). */
export interface ExtraEntries {
  giveawayId: string;
  extra: number;
}

/** The extra entries as a VALUES list the entries statement joins (one row that adds nothing when none). */
function extraCounts(extra: readonly ExtraEntries[]) {
  const rows = extra.map((e) => sql`(${e.giveawayId}, ${e.extra}::int)`);
  return rows.length ? sql.join(rows, sql`, `) : sql`('', 0::int)`;
}

/**
 * Writes the entries each member holds in each open giveaway (docs/decisions/396): one set-based
 * statement, for one customer or for every member; a giveaway past its close gets none. The tier
 * is the one held now (premium while a paid period runs, decision 456): an entry written before
 * an upgrade is raised to the premium count, never lowered. One customer's may carry `extra`
 * entries beyond the tier's (decision 527). Answers how many were written.
 */
export async function writeEntries(
  db: Db | Tx,
  input: { program: string; now: Date; customerId?: string; extra?: readonly ExtraEntries[] },
) {
  const now = input.now.toISOString();
  const one = input.customerId ? sql`and m.customer_id = ${input.customerId}` : sql``;
  const extra = input.customerId ? (input.extra ?? []) : [];
  const table = await programEntries(db, input.program);
  const result = (await db.execute(sql`
    insert into ${giveawayEntries} (giveaway_id, customer_id, status, count, created_at, updated_at)
    select g.id, m.customer_id,
      case when g.type = 'monthly' then ${firstEntryStatus('monthly')} else ${firstEntryStatus('daily')} end,
      r.n + coalesce(x.extra, 0), ${now}::timestamptz, ${now}::timestamptz
    from ${giveaways} g
    join ${memberships} m on m.program = g.program and m.status = 'member'
    join (values ${tierCounts(table)}) as r(tier, type, n) on r.type = g.type
      and r.tier = case when m.premium_until > ${now}::timestamptz then 'premium' else 'free' end
    left join (values ${extraCounts(extra)}) as x(giveaway_id, extra) on x.giveaway_id = g.id
    where g.program = ${input.program} and g.status = 'open'
      and g.open_at <= ${now}::timestamptz and g.close_at > ${now}::timestamptz ${one}
    on conflict (giveaway_id, customer_id) do update set count = excluded.count, updated_at = excluded.updated_at
      where ${giveawayEntries}.count < excluded.count
  `)) as unknown as { rowCount?: number; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** The customer's entries in the giveaways open now. */
export async function openEntriesOf(
  db: Db | Tx,
  input: { program: string; customerId: string; now: Date },
): Promise<(GiveawayEntryRow & { type: string })[]> {
  return db
    .select({
      giveawayId: giveawayEntries.giveawayId,
      customerId: giveawayEntries.customerId,
      status: giveawayEntries.status,
      count: giveawayEntries.count,
      createdAt: giveawayEntries.createdAt,
      updatedAt: giveawayEntries.updatedAt,
      type: giveaways.type,
    })
    .from(giveawayEntries)
    .innerJoin(giveaways, eq(giveaways.id, giveawayEntries.giveawayId))
    .where(
      and(
        eq(giveawayEntries.customerId, input.customerId),
        eq(giveaways.program, input.program),
        eq(giveaways.status, 'open'),
        gt(giveaways.closeAt, input.now),
      ),
    )
    .orderBy(asc(giveaways.closeAt), asc(giveaways.id));
}

/**
 * PUT /v3/draws/{id}: the customer's own locked entry in an open giveaway unlocked, once (an
 * unlocked or guaranteed entry is left as it is). A closed giveaway is 409 draw_closed; a
 * giveaway the customer holds no entry in, or none at all, is 404.
 */
export async function unlockEntry(
  tx: Tx,
  input: { program: string; customerId: string; giveawayId: string; now: Date },
) {
  const [giveaway] = await tx
    .select()
    .from(giveaways)
    .where(and(eq(giveaways.id, input.giveawayId), eq(giveaways.program, input.program)))
    .for('share');
  if (!giveaway) throw notFound('The giveaway');
  if (giveaway.status !== 'open' || giveaway.closeAt <= input.now) {
    throw new AppError('draw_closed', { message: 'This giveaway has closed: its entries can no longer be unlocked.' });
  }
  const mine = and(eq(giveawayEntries.giveawayId, giveaway.id), eq(giveawayEntries.customerId, input.customerId));
  const [entry] = await tx.select().from(giveawayEntries).where(mine).for('update');
  if (!entry) throw notFound('Your entry in this giveaway');
  if (entry.status === 'locked') {
    await tx.update(giveawayEntries).set({ status: 'unlocked', updatedAt: input.now }).where(mine);
  }
}
