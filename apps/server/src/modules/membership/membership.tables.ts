import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A customer's membership of a program (3-account.md §3 Customer membership; docs/decisions/396):
 * one row per customer and program, its status moved only through membership-rules.ts.
 */
export const memberships = pgTable(
  'memberships',
  {
    customerId: text('customer_id').notNull(),
    /** The program's key, `daily_winners`. */
    program: text('program').notNull(),
    /** member, non-member or pending-deposit. */
    status: text('status').notNull(),
    /** free or premium. */
    tier: text('tier').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    /**
     * The end of the last premium period paid (docs/decisions/456): the member holds the premium
     * tier's entries while it is in the future, the free tier's after. Null: never premium.
     */
    premiumUntil: ts('premium_until'),
    joinedAt: ts('joined_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.program] }),
    index('memberships_program_status_idx').on(t.program, t.status),
    check('memberships_status', sql`${t.status} in ('member', 'non-member', 'pending-deposit')`),
    check('memberships_tier', sql`${t.tier} in ('free', 'premium')`),
  ],
);

/**
 * A giveaway of a program (3-account.md §3 Draw entry): drawn at its close by the raffle's
 * commit-reveal (docs/decisions/397), its seed committed when it is made.
 */
export const giveaways = pgTable(
  'giveaways',
  {
    id: text('id').primaryKey(),
    program: text('program').notNull(),
    /** daily, major, monthly, preview or special. */
    type: text('type').notNull(),
    /** The giveaway's number, unique within its type (the page's :drawNumber). */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<{ mobile: string; desktop: string }>().notNull(),
    openAt: ts('open_at').notNull(),
    closeAt: ts('close_at').notNull(),
    /** credit (paid to the winner's wallet) or goods (recorded for fulfilment). */
    prizeKind: text('prize_kind').notNull(),
    prizeName: text('prize_name').notNull(),
    /** A credit prize's amount in cents (0 for goods). */
    prizeAmount: bigint('prize_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    winnersCount: integer('winners_count').notNull(),
    /** open → drawn, once. */
    status: text('status').notNull(),
    drawnAt: ts('drawn_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('giveaways_type_number_idx').on(t.program, t.type, t.number),
    index('giveaways_due_idx').on(t.status, t.closeAt),
    check('giveaways_type', sql`${t.type} in ('daily', 'major', 'monthly', 'preview', 'special')`),
    check('giveaways_status', sql`${t.status} in ('open', 'drawn')`),
    check('giveaways_prize', sql`${t.prizeKind} in ('credit', 'goods') and ${t.prizeAmount} >= 0`),
    check('giveaways_winners', sql`${t.winnersCount} >= 1 and ${t.closeAt} > ${t.openAt}`),
  ],
);

/** A member's entries in one giveaway: written only while it is open (docs/decisions/396). */
export const giveawayEntries = pgTable(
  'giveaway_entries',
  {
    giveawayId: text('giveaway_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** locked, unlocked or guaranteed; only unlocked and guaranteed entries are drawn. */
    status: text('status').notNull(),
    count: integer('count').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.giveawayId, t.customerId] }),
    index('giveaway_entries_customer_idx').on(t.customerId, t.giveawayId),
    check('giveaway_entries_status', sql`${t.status} in ('locked', 'unlocked', 'guaranteed')`),
    check('giveaway_entries_count', sql`${t.count} >= 1`),
  ],
);

/** A giveaway's winner of one prize slot: written once with the draw, paid or left to fulfil. */
export const giveawayWinners = pgTable(
  'giveaway_winners',
  {
    giveawayId: text('giveaway_id').notNull(),
    slot: integer('slot').notNull(),
    customerId: text('customer_id').notNull(),
    entryNumber: integer('entry_number').notNull(),
    /** "Jane D.": how the public winners list names the winner. */
    winnerName: text('winner_name').notNull(),
    /** paid (a credit booked with the draw) or to_fulfil (goods). */
    status: text('status').notNull(),
    drawnAt: ts('drawn_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.giveawayId, t.slot] }),
    index('giveaway_winners_customer_idx').on(t.customerId),
    check('giveaway_winners_status', sql`${t.status} in ('paid', 'to_fulfil')`),
  ],
);

/** A benefits link (docs/decisions/399): opens once, before it expires. */
export const benefitLinks = pgTable('membership_benefit_links', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  program: text('program').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull(),
});
