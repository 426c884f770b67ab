import {
  type Address,
  type ChannelPreferences,
  type CommunicationPreferences,
  CURRENT_TERMS_VERSION,
  type Currency,
  type Customer,
  type CustomerDetails,
  communicationChannels,
  EMAIL_CONFIRMATION_TTL_SECONDS,
  type FavouriteNumber,
  formMessages,
  toCurrency,
  type UpdateCustomerDetailsRequest,
} from '@drawline/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { sqlState, type Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/auth';
import { safeEqual, sha256 } from '../credentials';
import type { AccountsService } from './accounts.service';
import { emails } from './emails';
import { emailContext, type IdentityDeps, maskEmail, preferencesToken } from './identity.deps';
import { customers, offerEmailPreferences, oneTimeTokens } from './identity.tables';
import type { SignInSessionService } from './sign-in-sessions.service';
import { policies, type Throttle } from './throttle';
import type { TwoFactorService } from './two-factor.service';

/** The purpose of the single-use link that moves an account to a new email address. */
const EMAIL_CHANGE = 'email_change';

type CustomerRow = typeof customers.$inferSelect;

/** An address is confirmed again after a year (docs/decisions/056). */
const ADDRESS_CONFIRMATION_DAYS = 365;

/**
 * The customer's own account (3-account.md §3, §7 Customer): the profile, details, favourite
 * numbers, confirmations, communication preferences, terms, closing the account.
 */
export function createCustomerService(
  deps: IdentityDeps & {
    accounts: AccountsService;
    signInSessions: SignInSessionService;
    twoFactor: TwoFactorService;
    throttle: Throttle;
  },
) {
  const { db, clock, accounts, signInSessions, twoFactor, throttle } = deps;

  async function load(customerId: string): Promise<CustomerRow> {
    const row = await accounts.openCustomer(customerId);
    if (!row) throw new AppError('unauthorised');
    return row;
  }

  function addressConfirmationRequired(row: CustomerRow): boolean {
    if (!row.address || !row.addressConfirmedAt) return true;
    return clock.now().getTime() - row.addressConfirmedAt.getTime() > ADDRESS_CONFIRMATION_DAYS * 86_400_000;
  }

  function details(row: CustomerRow): CustomerDetails {
    return {
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      phone: row.phone,
      dateOfBirth: row.dateOfBirth,
      address: row.address ?? null,
    };
  }

  async function sendConfirmation(row: CustomerRow, kind: 'confirmEmail'): Promise<void> {
    await db.transaction(async (tx) => {
      const token = await accounts.createOneTimeToken(tx, {
        customerId: row.id,
        purpose: 'email_confirmation',
        ttlSeconds: EMAIL_CONFIRMATION_TTL_SECONDS,
        subject: row.email,
      });
      await deps.mail.enqueue(tx, emails[kind](emailContext(deps, row), accounts.confirmationLink(token)));
    });
    deps.mail.wake();
  }

  /**
   * Who may read or change the preferences of customer `id`: that customer signed in, or anyone
   * with the signed token of an emailed link. Another customer's token answers not_found.
   */
  function assertPreferencesAccess(id: string, auth: AuthContext | null, token: string | undefined): void {
    if (auth?.customerId === id) return;
    if (token && safeEqual(preferencesToken(deps, id), token)) return;
    if (auth || token) throw new AppError('not_found', { message: 'No such customer.' });
    throw new AppError('unauthorised');
  }

  async function preferencesOf(row: CustomerRow): Promise<CommunicationPreferences> {
    const offers = await db
      .select({ productOfferKey: offerEmailPreferences.productOfferKey, email: offerEmailPreferences.email })
      .from(offerEmailPreferences)
      .where(eq(offerEmailPreferences.customerId, row.id))
      .orderBy(offerEmailPreferences.productOfferKey);
    return {
      customerId: row.id,
      preferences: row.communicationPreferences,
      features: { methodsEnabled: true, methods: [...communicationChannels] },
      productOffers: offers,
      identifier: maskEmail(row.email),
    };
  }

  /** Inside the details transaction: the link to the new address, or the notice to its owner. */
  async function askToChangeEmail(tx: Tx, row: CustomerRow, newEmail: string): Promise<void> {
    const [owner] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.email, newEmail), isNull(customers.closedAt)));
    if (owner) {
      await deps.mail.enqueue(tx, emails.emailInUse(emailContext(deps, owner), `${deps.publicUrl}/login`));
      return;
    }
    // Only the newest request counts: earlier links stop working.
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: clock.now() })
      .where(
        and(
          eq(oneTimeTokens.customerId, row.id),
          eq(oneTimeTokens.purpose, EMAIL_CHANGE),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    const token = await accounts.createOneTimeToken(tx, {
      customerId: row.id,
      purpose: EMAIL_CHANGE,
      ttlSeconds: EMAIL_CONFIRMATION_TTL_SECONDS,
      subject: newEmail,
    });
    await deps.mail.enqueue(
      tx,
      emails.confirmEmailChange(emailContext(deps, row, newEmail), accounts.confirmationLink(token)),
    );
  }

  /** Follows an email-change link: the address it was sent to becomes the customer's, confirmed. */
  async function changeEmail(token: typeof oneTimeTokens.$inferSelect): Promise<void> {
    const row = await accounts.openCustomer(token.customerId);
    if (!row || !token.subject) throw new AppError('token_invalid');
    const newEmail = token.subject;
    try {
      await db.transaction(async (tx) => {
        const spent = await tx
          .update(oneTimeTokens)
          .set({ usedAt: clock.now() })
          .where(and(eq(oneTimeTokens.tokenHash, token.tokenHash), isNull(oneTimeTokens.usedAt)))
          .returning({ h: oneTimeTokens.tokenHash });
        if (!spent.length) throw new AppError('token_invalid');
        await tx
          .update(customers)
          .set({ email: newEmail, emailConfirmedAt: clock.now(), updatedAt: clock.now() })
          .where(eq(customers.id, row.id));
        await deps.mail.enqueue(tx, emails.emailChanged(emailContext(deps, row), newEmail));
      });
    } catch (err) {
      // Someone signed up with the address after the link was sent.
      if (sqlState(err) === '23505') throw new AppError('token_invalid');
      throw err;
    }
    deps.mail.wake();
  }

  const service = {
    /** The currency of the customer's wallet. */
    async currencyOf(customerId: string): Promise<Currency> {
      return toCurrency((await load(customerId)).currency);
    },

    /** GET /customer. */
    async profile(auth: AuthContext, sessionId?: string): Promise<Customer> {
      const row = await load(auth.customerId);
      const tf = await twoFactor.settingsOf(row.id);
      const funds = await deps.funds.getFunds(row.id, toCurrency(row.currency));
      return {
        customerId: row.id,
        customerToken: row.customerToken,
        sessionId,
        pricingId: row.pricingId,
        segmentName: row.segmentName,
        isAuthenticated: true,
        isNewSignup: auth.isNewSignup,
        balance: funds.balance,
        availableFunds: funds.availableFunds,
        firstname: row.firstname,
        lastname: row.lastname,
        email: row.email,
        phone: row.phone,
        dateOfBirth: row.dateOfBirth,
        address: row.address ?? null,
        state: row.address?.state ?? null,
        brandingRegion: row.address?.state ?? null,
        forcePasswordChange: row.forcePasswordChange,
        addressConfirmationRequired: addressConfirmationRequired(row),
        emailAddressConfirmationRequired: row.emailConfirmedAt === null,
        favouriteNumbers: row.favouriteNumbers,
        atv: { atvCommercial: 0, atvCharity: 0, atvSocialSyndicate: 0, atvSyndicate: 0 },
        communicationPreferences: row.communicationPreferences,
        marketingEmailSubscription: { isSubscribed: row.communicationPreferences.email },
        termsAndConditions: { acceptedVersion: row.termsAcceptedVersion, currentVersion: CURRENT_TERMS_VERSION },
        twoFactor: {
          enabled: Boolean(tf?.enabled),
          method: tf?.enabled ? (tf.method as 'authenticator' | 'email') : null,
        },
        createdAt: row.createdAt.toISOString(),
      };
    },

    async details(customerId: string): Promise<CustomerDetails> {
      return details(await load(customerId));
    },

    /**
     * POST /customer/details. A new email address takes effect when the link sent to it is
     * followed (docs/decisions/087); when the address already belongs to an account, its owner
     * is told instead, and the answer is the same either way, so the call tells no one which
     * addresses are registered. Email changes are limited per customer. A new address counts as
     * confirmed.
     */
    async updateDetails(customerId: string, input: UpdateCustomerDetailsRequest): Promise<CustomerDetails> {
      const row = await load(customerId);
      const now = clock.now();
      const newEmail = input.email !== undefined && input.email !== row.email ? input.email : undefined;
      if (newEmail) await throttle.take(`email-change:${customerId}`, policies.emailChangesPerAccount);
      const set: Partial<typeof customers.$inferInsert> = { updatedAt: now };
      if (input.firstname !== undefined) set.firstname = input.firstname;
      if (input.lastname !== undefined) set.lastname = input.lastname;
      if (input.phone !== undefined) set.phone = input.phone;
      if (input.address !== undefined) {
        set.address = input.address as Address;
        set.addressConfirmedAt = now;
      }
      const updated = await db.transaction(async (tx) => {
        const [updated] = await tx.update(customers).set(set).where(eq(customers.id, customerId)).returning();
        if (newEmail) await askToChangeEmail(tx, updated!, newEmail);
        return updated!;
      });
      deps.mail.wake();
      return details(updated);
    },

    /** PUT /favourite-numbers: replaces the list. */
    async setFavouriteNumbers(customerId: string, favouriteNumbers: FavouriteNumber[]) {
      await load(customerId);
      await db.update(customers).set({ favouriteNumbers, updatedAt: clock.now() }).where(eq(customers.id, customerId));
      return { favouriteNumbers };
    },

    /** PATCH /customer/confirm-address: confirms the address on file, or a corrected one. */
    async confirmAddress(customerId: string, address?: Address) {
      const row = await load(customerId);
      if (!address && !row.address) {
        throw new AppError('validation_failed', {
          errors: [{ target: 'address', code: 'required', message: formMessages.required }],
        });
      }
      const now = clock.now();
      await db
        .update(customers)
        .set({ ...(address ? { address } : {}), addressConfirmedAt: now, updatedAt: now })
        .where(eq(customers.id, customerId));
      return { addressConfirmationRequired: false };
    },

    /**
     * PATCH /customer/confirm-email-address: with the emailed token, confirms the address it was
     * sent to (signed in or not); signed in without a token, emails a new link.
     */
    async confirmEmail(input: { token?: string; customerId?: string }) {
      if (!input.token) {
        if (!input.customerId) throw new AppError('unauthorised');
        const row = await load(input.customerId);
        if (row.emailConfirmedAt) return { emailAddressConfirmationRequired: false, linkSent: false };
        await sendConfirmation(row, 'confirmEmail');
        return { emailAddressConfirmationRequired: true, linkSent: true };
      }
      const [token] = await db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, sha256(input.token)));
      const purpose = token?.purpose;
      if (!token || (purpose !== 'email_confirmation' && purpose !== EMAIL_CHANGE) || token.usedAt) {
        throw new AppError('token_invalid');
      }
      if (token.expiresAt <= clock.now()) throw new AppError('token_expired');
      if (purpose === EMAIL_CHANGE) {
        await changeEmail(token);
        return { emailAddressConfirmationRequired: false, linkSent: false };
      }
      const row = await accounts.openCustomer(token.customerId);
      // A link sent to an address the customer has since changed confirms nothing.
      if (!row || row.email !== token.subject) throw new AppError('token_invalid');
      await db.transaction(async (tx) => {
        const spent = await tx
          .update(oneTimeTokens)
          .set({ usedAt: clock.now() })
          .where(and(eq(oneTimeTokens.tokenHash, token.tokenHash), isNull(oneTimeTokens.usedAt)))
          .returning({ h: oneTimeTokens.tokenHash });
        if (!spent.length) throw new AppError('token_invalid');
        await tx
          .update(customers)
          .set({ emailConfirmedAt: clock.now(), updatedAt: clock.now() })
          .where(eq(customers.id, row.id));
      });
      return { emailAddressConfirmationRequired: false, linkSent: false };
    },

    async communicationPreferences(id: string, auth: AuthContext | null, token?: string) {
      assertPreferencesAccess(id, auth, token);
      const row = await accounts.openCustomer(id);
      if (!row) throw new AppError('not_found', { message: 'No such customer.' });
      return preferencesOf(row);
    },

    /** PUT /customer/{id}/communication-preferences. */
    async updateCommunicationPreferences(
      id: string,
      auth: AuthContext | null,
      input: { preferences: Partial<ChannelPreferences>; token?: string },
    ) {
      assertPreferencesAccess(id, auth, input.token);
      const row = await accounts.openCustomer(id);
      if (!row) throw new AppError('not_found', { message: 'No such customer.' });
      const next = { ...row.communicationPreferences, ...input.preferences };
      await db
        .update(customers)
        .set({ communicationPreferences: next, updatedAt: clock.now() })
        .where(eq(customers.id, id));
      return preferencesOf({ ...row, communicationPreferences: next });
    },

    /** PUT /customer/{id}/communication-preferences/{productOfferKey}: the unsubscribe link. */
    async updateOfferPreferences(
      id: string,
      productOfferKey: string,
      auth: AuthContext | null,
      input: { preferences: { email: boolean }; unsubscribeReasons?: string[]; token?: string },
    ) {
      assertPreferencesAccess(id, auth, input.token);
      const row = await accounts.openCustomer(id);
      if (!row) throw new AppError('not_found', { message: 'No such customer.' });
      const values = {
        customerId: id,
        productOfferKey,
        email: input.preferences.email,
        unsubscribeReasons: input.unsubscribeReasons ?? [],
        updatedAt: clock.now(),
      };
      await db
        .insert(offerEmailPreferences)
        .values(values)
        .onConflictDoUpdate({
          target: [offerEmailPreferences.customerId, offerEmailPreferences.productOfferKey],
          set: { email: values.email, unsubscribeReasons: values.unsubscribeReasons, updatedAt: values.updatedAt },
        });
      return preferencesOf(row);
    },

    /** POST /customer/terms-and-conditions: accepts the current terms. */
    async acceptTerms(customerId: string, version?: string) {
      await load(customerId);
      if (version !== undefined && version !== CURRENT_TERMS_VERSION) {
        throw new AppError('conflict', { message: 'These are not the current terms and conditions.' });
      }
      const now = clock.now();
      await db
        .update(customers)
        .set({ termsAcceptedVersion: CURRENT_TERMS_VERSION, termsAcceptedAt: now, updatedAt: now })
        .where(eq(customers.id, customerId));
      return { acceptedVersion: CURRENT_TERMS_VERSION, acceptedAt: now.toISOString() };
    },

    /** DELETE /customer: closes the account and ends every sign-in (elevation checked by the route). */
    async close(customerId: string, reason?: string) {
      const row = await load(customerId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({ closedAt: now, closeReason: reason ?? null, updatedAt: now })
          .where(eq(customers.id, customerId));
        await signInSessions.revokeAllForCustomer(tx, customerId, 'account_closed');
        await deps.mail.enqueue(tx, emails.accountClosed(emailContext(deps, row)));
      });
      deps.mail.wake();
    },
  };
  return service;
}
export type CustomerService = ReturnType<typeof createCustomerService>;
