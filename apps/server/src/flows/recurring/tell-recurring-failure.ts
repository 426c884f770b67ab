import { findSaleTerms } from '../../modules/catalogue';
import { contactsOf } from '../../modules/identity';
import { claimNotice, type RecurringRow } from '../../modules/recurring';
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
  const site = deps.site ?? { siteName: 'Drawline', publicUrl: '' };
  const offerName = named?.offerName ?? terms?.offer.name ?? row.productOfferKey;
  const notice = recurringNotice('failure', { offerName, drawDate, reason: code, period: Boolean(named) }, site);
  const told = await deps.db.transaction(async (tx) => {
    const written = await claimNotice(tx, {
      recurringPurchaseId: row.id,
      drawId,
      kind: 'failure',
      customerId: row.customerId,
      reason: code,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      createdAt: now,
    });
    if (!written) return false;
    const contact = (await contactsOf(tx, [row.customerId])).get(row.customerId);
    if (contact && deps.mail) await deps.mail.outboxInsert(tx, recurringNoticeEmail(notice, site, contact));
    return true;
  });
  if (told) deps.mail?.wake();
  return told;
}
