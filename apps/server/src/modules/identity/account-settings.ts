import { type Address, CURRENT_TERMS_VERSION, type FavouriteNumber, formMessages } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { AccountDeps } from './account.deps';
import { loadCustomer } from './customer-rows';
import { emails } from './emails';
import { emailContext } from './identity.deps';
import { customers } from './identity.tables';

type SettingsDeps = Pick<AccountDeps, 'db' | 'clock'>;

/** PUT /favourite-numbers: replaces the list. */
export async function setFavouriteNumbers(deps: SettingsDeps, customerId: string, favouriteNumbers: FavouriteNumber[]) {
  await loadCustomer(deps, customerId);
  await deps.db
    .update(customers)
    .set({ favouriteNumbers, updatedAt: deps.clock.now() })
    .where(eq(customers.id, customerId));
  return { favouriteNumbers };
}

/** PATCH /customer/confirm-address: confirms the address on file, or a corrected one. */
export async function confirmAddress(deps: SettingsDeps, customerId: string, address?: Address) {
  const row = await loadCustomer(deps, customerId);
  if (!address && !row.address) {
    throw new AppError('validation_failed', {
      errors: [{ target: 'address', code: 'required', message: formMessages.required }],
    });
  }
  const now = deps.clock.now();
  await deps.db
    .update(customers)
    .set({ ...(address ? { address } : {}), addressConfirmedAt: now, updatedAt: now })
    .where(eq(customers.id, customerId));
  return { addressConfirmationRequired: false };
}

/** POST /customer/terms-and-conditions: accepts the current terms. */
export async function acceptTerms(deps: SettingsDeps, customerId: string, version?: string) {
  await loadCustomer(deps, customerId);
  if (version !== undefined && version !== CURRENT_TERMS_VERSION) {
    throw new AppError('conflict', { message: 'These are not the current terms and conditions.' });
  }
  const now = deps.clock.now();
  await deps.db
    .update(customers)
    .set({ termsAcceptedVersion: CURRENT_TERMS_VERSION, termsAcceptedAt: now, updatedAt: now })
    .where(eq(customers.id, customerId));
  return { acceptedVersion: CURRENT_TERMS_VERSION, acceptedAt: now.toISOString() };
}

/** DELETE /customer: closes the account and ends every sign-in (elevation checked by the route). */
export async function closeAccount(deps: AccountDeps, customerId: string, reason?: string) {
  const row = await loadCustomer(deps, customerId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ closedAt: now, closeReason: reason ?? null, updatedAt: now })
      .where(eq(customers.id, customerId));
    await deps.signInSessions.revokeAllForCustomer(tx, customerId, 'account_closed');
    await deps.mail.enqueue(tx, emails.accountClosed(emailContext(deps, row)));
  });
  deps.mail.wake();
}
