import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A lotto party group (3-account.md §3 Lotto party; decisions 387, 392): named by its organiser,
 * unique by its folded name, private unless made public or promoted, joined by its invite token.
 */
export const lottoPartyGroups = pgTable(
  'lotto_party_groups',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower case, inner whitespace collapsed: two names that fold alike are one name (409). */
    foldedName: text('folded_name').notNull(),
    publicityStatus: text('publicity_status').notNull(),
    organiserId: text('organiser_id').notNull(),
    inviteToken: text('invite_token').notNull(),
    /** Hidden by a content editor (an offensive name): left out of every list but its members'. */
    hiddenAt: ts('hidden_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('lotto_party_groups_folded_name_idx').on(t.foldedName),
    uniqueIndex('lotto_party_groups_invite_token_idx').on(t.inviteToken),
    index('lotto_party_groups_publicity_idx').on(t.publicityStatus, t.createdAt),
    check('lotto_party_groups_publicity', sql`${t.publicityStatus} in ('private', 'promoted', 'public')`),
  ],
);

/** A group's members: its organiser and the joiners who came by its invite link. */
export const lottoPartyMembers = pgTable(
  'lotto_party_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => lottoPartyGroups.id),
    customerId: text('customer_id').notNull(),
    role: text('role').notNull(),
    joinedAt: ts('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.customerId] }),
    index('lotto_party_members_customer_idx').on(t.customerId, t.joinedAt),
    check('lotto_party_members_role', sql`${t.role} in ('organiser', 'joiner')`),
  ],
);

/**
 * A session of a group for one draw (decisions 387-391): its share price and shares fixed when it is
 * made, its shares sold kept under the cap by a conditional update, its status moved only through
 * session-status.ts. It stops selling LOTTO_PARTY_HOLD_MINUTES before its draw stops.
 */
export const lottoPartySessions = pgTable(
  'lotto_party_sessions',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => lottoPartyGroups.id),
    organiserId: text('organiser_id').notNull(),
    drawId: text('draw_id').notNull(),
    productOfferKey: text('product_offer_key').notNull(),
    sharePrice: bigint('share_price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    sharesTotal: integer('shares_total').notNull(),
    sharesSold: integer('shares_sold').notNull().default(0),
    status: text('status').notNull(),
    autosessionStatus: text('autosession_status').notNull(),
    /** Asked when it was opened (3-account.md §3 Session); the invitations themselves wait for notifications. */
    inviteAllExistingMembers: boolean('invite_all_existing_members').notNull().default(false),
    stopAt: ts('stop_at').notNull(),
    /**
     * The games bought for its draw when it moved closed → paid (decision 390), each one line's
     * numbers by set name; null until then.
     */
    games: jsonb('games').$type<Record<string, number[]>[]>(),
    /** What one game cost when they were bought (cents, the session's currency). */
    gamePrice: bigint('game_price', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('lotto_party_sessions_status_idx').on(t.drawId).where(sql`${t.status} in ('closed', 'paid')`),
    index('lotto_party_sessions_group_idx').on(t.groupId, t.createdAt),
    index('lotto_party_sessions_open_idx').on(t.drawId, t.stopAt).where(sql`${t.status} = 'open'`),
    check('lotto_party_sessions_status', sql`${t.status} in ('open', 'closed', 'paid', 'cancelled')`),
    check('lotto_party_sessions_autosession', sql`${t.autosessionStatus} in ('on', 'paused', 'off')`),
    check('lotto_party_sessions_price', sql`${t.sharePrice} >= 100 and ${t.sharePrice} <= 100000`),
    check(
      'lotto_party_sessions_shares',
      sql`${t.sharesTotal} between 2 and 100 and ${t.sharesSold} >= 0 and ${t.sharesSold} <= ${t.sharesTotal}`,
    ),
  ],
);

/** Shares a member bought in a session, by the checkout that paid for them (decision 388). */
export const lottoPartyShares = pgTable(
  'lotto_party_shares',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => lottoPartySessions.id),
    customerId: text('customer_id').notNull(),
    shares: integer('shares').notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    checkoutId: text('checkout_id').notNull(),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('lotto_party_shares_session_idx').on(t.sessionId, t.customerId),
    index('lotto_party_shares_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('lotto_party_shares_checkout_idx').on(t.checkoutId, t.sessionId),
    check('lotto_party_shares_counts', sql`${t.shares} >= 1 and ${t.amountPaid} >= 0 and ${t.refunded} >= 0`),
  ],
);
