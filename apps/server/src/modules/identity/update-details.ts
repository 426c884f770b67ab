import {
  type Address,
  type CustomerDetails,
  EMAIL_CONFIRMATION_TTL_SECONDS,
  type UpdateCustomerDetailsRequest,
} from '@drawline/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AccountDeps } from './account.deps';
import { detailsOf } from './customer-profile';
import { type CustomerRow, loadCustomer } from './customer-rows';
import { emails } from './emails';
import { confirmationLink, emailContext } from './identity.deps';
import { customers } from './identity.tables';
import { createOneTimeToken, voidOneTimeTokens } from './one-time-tokens';
import { policies } from './throttle';

/**
 * POST /customer/details. A new email address takes effect when the link sent to it is
 * followed (docs/decisions/087); when the address already belongs to an account, its owner
 * is told instead, and the answer is the same either way, so the call tells no one which
 * addresses are registered. Email changes are limited per customer. A new address counts as
 * confirmed.
 */
export async function updateDetails(
  deps: AccountDeps,
  customerId: string,
  input: UpdateCustomerDetailsRequest,
): Promise<CustomerDetails> {
  const row = await loadCustomer(deps, customerId);
  const now = deps.clock.now();
  const newEmail = input.email !== undefined && input.email !== row.email ? input.email : undefined;
  if (newEmail) await deps.throttle.take(`email-change:${customerId}`, policies.emailChangesPerAccount);
  const set: Partial<typeof customers.$inferInsert> = { updatedAt: now };
  if (input.firstname !== undefined) set.firstname = input.firstname;
  if (input.lastname !== undefined) set.lastname = input.lastname;
  if (input.phone !== undefined) set.phone = input.phone;
  if (input.address !== undefined) {
    set.address = input.address as Address;
    set.addressConfirmedAt = now;
  }
  // Support's ask to complete the details (decision 469) is met when the customer saves a phone and an address.
  if (input.phone && input.address) set.accountUpgradeRequired = false;
  const updated = await deps.db.transaction(async (tx) => {
    const [updated] = await tx.update(customers).set(set).where(eq(customers.id, customerId)).returning();
    if (newEmail) await askToChangeEmail(deps, tx, updated!, newEmail);
    return updated!;
  });
  deps.mail.wake();
  return detailsOf(updated);
}

/** Inside the details transaction: the link to the new address, or the notice to its owner. */
async function askToChangeEmail(deps: AccountDeps, tx: Tx, row: CustomerRow, newEmail: string): Promise<void> {
  const [owner] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.email, newEmail), isNull(customers.closedAt)));
  if (owner) {
    await deps.mail.enqueue(tx, emails.emailInUse(emailContext(deps, owner), `${deps.publicUrl}/login`));
    return;
  }
  // Only the newest request counts: earlier links stop working.
  await voidOneTimeTokens(deps, tx, row.id, 'email_change');
  const token = await createOneTimeToken(deps, tx, {
    customerId: row.id,
    purpose: 'email_change',
    ttlSeconds: EMAIL_CONFIRMATION_TTL_SECONDS,
    subject: newEmail,
  });
  await deps.mail.enqueue(
    tx,
    emails.confirmEmailChange(emailContext(deps, row, newEmail), confirmationLink(deps, token)),
  );
}
