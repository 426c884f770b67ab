import { findSaleTerms } from '../../modules/catalogue';
import { type CustomerContact, contactsOf } from '../../modules/identity';
import type { EmailToSend } from '../../modules/mail';
import { claimNotice, type RecurringNoticeRow, type RecurringRow } from '../../modules/recurring';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { recurringNotice, recurringNoticeEmail } from './recurring-notice-email';

/**
 * A draw of a recurring purchase failed: the customer hears of it once per draw (issue 25
 * "Telling"), however many runs retry it: the in-site message (its notice row) and the email
 * through the mail outbox are written in one transaction, the notice's primary key making it once.
 */
export async function tellRecurringFailure(
  deps: RecurringEngineDeps,
  row: RecurringRow,
  drawId: string,
  code: string,
  /** What failed when it is no draw of the catalogue: a membership's period (decision 456). */
  named?: { offerName: string; drawDate: Date },
): Promise<boolean> {
  // A fault of the database is retried quietly and told to nobody.
  if (code.startsWith('sqlstate_') || code === 'internal_error') return false;
  const now = deps.clock.now();
  const terms = named
    ? undefined
    : (await findSaleTerms(deps.db, deps.catalogue, [row.productOfferKey], now)).get(row.productOfferKey);
  const drawDate =
    named?.drawDate ??
    terms?.draws.find((d) => d.drawId === drawId)?.drawDate ??
    terms?.syndicates.find((s) => s.draw.drawId === drawId)?.draw.drawDate ??
    now;
  const offerName = named?.offerName ?? terms?.offer.name ?? row.productOfferKey;
  const failure = failureNotice(deps, row, drawId, code, { offerName, drawDate, period: Boolean(named) });
  const told = await deps.db.transaction(async (tx) => {
    const written = await claimNotice(tx, failure.notice);
    if (!written) return false;
    const contact = (await contactsOf(tx, [row.customerId])).get(row.customerId);
    if (contact && deps.mail) await deps.mail.outboxInsert(tx, failure.email(contact));
    return true;
  });
  if (told) deps.mail?.wake();
  return told;
}

/**
 * A failed draw's in-site message (its notice row) and email, not yet written: what
 * tellRecurringFailure writes, and the batch writes for the draws a limit refused (decision 516).
 */
export function failureNotice(
  deps: Pick<RecurringEngineDeps, 'clock' | 'site'>,
  row: RecurringRow,
  drawId: string,
  code: string,
  about: { offerName: string; drawDate: Date; period: boolean },
): { notice: Omit<RecurringNoticeRow, 'readAt'>; email(contact: CustomerContact): EmailToSend } {
  const site = deps.site ?? { siteName: 'Drawline', publicUrl: '' };
  const notice = recurringNotice('failure', { ...about, reason: code }, site);
  return {
    notice: {
      recurringPurchaseId: row.id,
      drawId,
      kind: 'failure',
      customerId: row.customerId,
      reason: code,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      createdAt: deps.clock.now(),
    },
    email: (contact) => recurringNoticeEmail(notice, site, contact),
  };
}
