import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Staff accounts, apart from customers (docs/decisions/160): a customer credential never signs in here. */
export const staffMembers = pgTable('staff_members', {
  id: text('id').primaryKey(),
  /** Lowercased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** The authenticator secret, sealed with AUTH_SECRET; made at creation or at the first sign-in. */
  totpSecretBox: text('totp_secret_box'),
  /** Set by the first good code: until then each sign-in shows the enrolment again. */
  totpEnrolledAt: ts('totp_enrolled_at'),
  /** The last time step a code was accepted for: a code is good once. */
  lastTotpStep: integer('last_totp_step'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedAt: ts('locked_at'),
  lockedReason: text('locked_reason'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** The roles there are, as rows (docs/decisions/162); the migration inserts them. */
export const staffRoles = pgTable('staff_roles', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

/** Who holds which role; a member may hold several. */
export const staffMemberRoles = pgTable(
  'staff_member_roles',
  {
    staffId: text('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    role: text('role')
      .notNull()
      .references(() => staffRoles.name),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.role] })],
);

/** Signed-in staff: an opaque bearer token stored as its SHA-256 hash (docs/decisions/160, 161). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    address: text('address').notNull(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_idx').on(t.tokenHash),
    index('staff_sessions_open_idx').on(t.staffId).where(sql`${t.revokedAt} is null`),
  ],
);
