import type { Address, Attribution, ChannelPreferences, FavouriteNumber } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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

/** Customers and their credentials (3-account.md §3). Closed accounts stay, so their history does. */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    /** A stable public key of the customer (the customer_token cookie); not a credential. */
    customerToken: text('customer_token').notNull().unique(),
    /** Lowercased. Unique among open accounts only, so a closed account's address can sign up again. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: ts('password_changed_at').notNull(),
    forcePasswordChange: boolean('force_password_change').notNull().default(false),
    /** Support asked the customer to complete their details before buying (decision 469). */
    accountUpgradeRequired: boolean('account_upgrade_required').notNull().default(false),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    phone: text('phone'),
    address: jsonb('address').$type<Address>(),
    addressConfirmedAt: ts('address_confirmed_at'),
    emailConfirmedAt: ts('email_confirmed_at'),
    pricingId: text('pricing_id').notNull().default('default'),
    segmentName: text('segment_name').notNull().default('default'),
    currency: text('currency').notNull().default('AUD'),
    favouriteNumbers: jsonb('favourite_numbers').$type<FavouriteNumber[]>().notNull().default([]),
    communicationPreferences: jsonb('communication_preferences').$type<ChannelPreferences>().notNull(),
    termsAcceptedVersion: text('terms_accepted_version'),
    termsAcceptedAt: ts('terms_accepted_at'),
    attribution: jsonb('attribution').$type<Attribution>(),
    signupPlatform: text('signup_platform'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    closedAt: ts('closed_at'),
    closeReason: text('close_reason'),
    /** Locked by staff (docs/decisions/237): no sign-in and no session until unlocked. */
    lockedAt: ts('locked_at'),
    lockReason: text('lock_reason'),
  },
  (t) => [uniqueIndex('customers_open_email_idx').on(t.email).where(sql`${t.closedAt} is null`)],
);

/** Email choices per product offer, made through the unsubscribe links. */
export const offerEmailPreferences = pgTable(
  'offer_email_preferences',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    productOfferKey: text('product_offer_key').notNull(),
    email: boolean('email').notNull(),
    unsubscribeReasons: jsonb('unsubscribe_reasons').$type<string[]>().notNull().default([]),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productOfferKey] })],
);

/** A sign-in: one family of rotating refresh tokens. Revoking it ends every token of the family. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    deviceUuid: text('device_uuid').notNull(),
    isNewSignup: boolean('is_new_signup').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at').notNull(),
    /** However often refreshed, the family ends here. */
    expiresAt: ts('expires_at').notNull(),
    /** Sensitive calls pass without a code until then (the 403 REQUIRED flow). */
    elevatedUntil: ts('elevated_until'),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

/** An access token and its refresh token, stored as SHA-256 hashes; a spent refresh token is kept to detect reuse. */
export const sessionTokens = pgTable(
  'session_tokens',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => customerSessions.id),
    accessHash: text('access_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    accessExpiresAt: ts('access_expires_at').notNull(),
    refreshExpiresAt: ts('refresh_expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    spentAt: ts('spent_at'),
  },
  (t) => [index('session_tokens_session_idx').on(t.sessionId)],
);

/** Single-use tokens: autologin, transfer, password reset and email confirmation links. Stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    purpose: text('purpose').notNull(),
    /** What the token was made for, such as the email address a confirmation link confirms. */
    subject: text('subject'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('one_time_tokens_customer_idx').on(t.customerId, t.purpose)],
);

/** Two-factor settings. Secrets are encrypted with a key derived from the server secret. */
export const twoFactorSettings = pgTable('two_factor_settings', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  enabled: boolean('enabled').notNull().default(false),
  method: text('method'),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: ts('enabled_at'),
  rememberForDays: integer('remember_for_days').notNull(),
  /** The last accepted authenticator time step: a code is accepted once. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  updatedAt: ts('updated_at').notNull(),
});

/** Emailed six-digit codes (sign-in, elevation, enrolment), kept as HMACs; only the newest counts. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_codes_customer_idx').on(t.customerId, t.createdAt)],
);

/** Counters of failed attempts per account and per address, shared by every process. */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: ts('window_started_at').notNull(),
  lastAt: ts('last_at').notNull(),
  blockedUntil: ts('blocked_until'),
});
