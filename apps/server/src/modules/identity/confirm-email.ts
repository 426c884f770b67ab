import { EMAIL_CONFIRMATION_TTL_SECONDS } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { sqlState } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { AccountDeps } from './account.deps';
import { type CustomerRow, loadCustomer, openCustomer } from './customer-rows';
import { emails } from './emails';
import { confirmationLink, emailContext } from './identity.deps';
import { customers } from './identity.tables';
import { createOneTimeToken, findOneTimeToken, type OneTimeToken, spendOneTimeToken } from './one-time-tokens';

const confirmed = { emailAddressConfirmationRequired: false, linkSent: false };

/**
 * PATCH /customer/confirm-email-address: with the emailed token, confirms the address it was
 * sent to (signed in or not); signed in without a token, emails a new link.
 */
export async function confirmEmail(deps: AccountDeps, input: { token?: string; customerId?: string }) {
  if (!input.token) {
    if (!input.customerId) throw new AppError('unauthorised');
    const row = await loadCustomer(deps, input.customerId);
    if (row.emailConfirmedAt) return confirmed;
    await sendConfirmation(deps, row);
    return { emailAddressConfirmationRequired: true, linkSent: true };
  }
  const token = await findOneTimeToken(deps, input.token, ['email_confirmation', 'email_change']);
  if (token.purpose === 'email_change') {
    await changeEmail(deps, token);
    return confirmed;
  }
  const row = await openCustomer(deps, token.customerId);
  // A link sent to an address the customer has since changed confirms nothing.
  if (!row || row.email !== token.subject) throw new AppError('token_invalid');
  await deps.db.transaction(async (tx) => {
    await spendOneTimeToken(deps, tx, token);
    await tx
      .update(customers)
      .set({ emailConfirmedAt: deps.clock.now(), updatedAt: deps.clock.now() })
      .where(eq(customers.id, row.id));
  });
  return confirmed;
}

async function sendConfirmation(deps: AccountDeps, row: CustomerRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const token = await createOneTimeToken(deps, tx, {
      customerId: row.id,
      purpose: 'email_confirmation',
      ttlSeconds: EMAIL_CONFIRMATION_TTL_SECONDS,
      subject: row.email,
    });
    await deps.mail.enqueue(tx, emails.confirmEmail(emailContext(deps, row), confirmationLink(deps, token)));
  });
  deps.mail.wake();
}

/** Follows an email-change link: the address it was sent to becomes the customer's, confirmed. */
async function changeEmail(deps: AccountDeps, token: OneTimeToken): Promise<void> {
  const row = await openCustomer(deps, token.customerId);
  if (!row || !token.subject) throw new AppError('token_invalid');
  const newEmail = token.subject;
  try {
    await deps.db.transaction(async (tx) => {
      await spendOneTimeToken(deps, tx, token);
      await tx
        .update(customers)
        .set({ email: newEmail, emailConfirmedAt: deps.clock.now(), updatedAt: deps.clock.now() })
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
