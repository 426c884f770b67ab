import { formatAestDateTime, formatMoney, type ScheduledCancelReason, toCurrency } from '@drawline/contracts';
import escapeHtml from 'escape-html';
import type { CustomerContact } from '../../modules/identity';
import type { EmailToSend } from '../../modules/mail';
import type { ScheduledRow } from '../../modules/recurring';
import type { OrderEmailSite } from '../checkout/order-confirmation-email';

/** "pre-order" or "scheduled purchase", as the customer's pages name it. */
const noun = (row: Pick<ScheduledRow, 'kind'>) => (row.kind === 'pre_order' ? 'pre-order' : 'scheduled purchase');

/** "4 tickets" or "1 game": what the record holds. */
function holding(row: Pick<ScheduledRow, 'productType' | 'numGames' | 'quantity'>): string {
  const n = row.numGames * row.quantity;
  const unit = row.productType === 'raffle_ticket' ? 'ticket' : 'game';
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** Why the draw could not take it, in the customer's words. */
const whyNot: Record<Exclude<ScheduledCancelReason, 'customer'>, string> = {
  sold_out: 'the draw sold out before its sales opened',
  draw_closed: 'the draw is no longer on sale',
  refused: 'we could not sell it to you when sales opened',
};

/** A plain customer email: the greeting, the paragraphs, one link and the team's name, as text and as escaped HTML. */
export function customerEmail(
  kind: string,
  subject: string,
  paragraphs: readonly string[],
  link: { label: string; url: string },
  site: OrderEmailSite,
  to: CustomerContact,
): EmailToSend {
  const text = [
    `Hi ${to.firstname},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${link.label}: ${link.url}`,
    '',
    `The ${site.siteName} team`,
  ];
  const html = [
    `<p>Hi ${escapeHtml(to.firstname)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>The ${escapeHtml(site.siteName)} team</p>`,
  ];
  return { kind, to: to.email, subject, text: text.join('\n'), html: html.join('\n') };
}

const base = (site: OrderEmailSite) => site.publicUrl.replace(/\/$/, '');

/**
 * Sales opened and the tickets of a pre-order or scheduled purchase were issued (decision 556):
 * written to the outbox in the transaction that issues them, so it is sent once, and only for
 * tickets that exist.
 */
export function scheduledIssuedEmail(site: OrderEmailSite, row: ScheduledRow, to: CustomerContact): EmailToSend {
  const draw = `${row.productOfferName} draw ${row.drawNo}`;
  return customerEmail(
    'scheduled_purchase_issued',
    `Your ${row.productOfferName} ${noun(row)} is issued`,
    [
      `Sales for ${draw} have opened, and the ${holding(row)} of your ${noun(row)} are now yours.`,
      `The draw is on ${formatAestDateTime(row.drawDate.toISOString())} AEST. You paid ${formatMoney({ amount: row.amountPaid, currency: toCurrency(row.currency) })} when you ordered it; nothing more is charged. Good luck!`,
    ],
    { label: 'See your tickets', url: `${base(site)}/my-account/upcoming-tickets` },
    site,
    to,
  );
}

/**
 * The draw could not take a pre-order or scheduled purchase when its sales opened, and what the
 * customer paid is back in their wallet: written in the refund's transaction, once.
 */
export function scheduledRefundedEmail(
  site: OrderEmailSite,
  row: ScheduledRow,
  reason: Exclude<ScheduledCancelReason, 'customer'>,
  to: CustomerContact,
): EmailToSend {
  const paid = formatMoney({ amount: row.amountPaid, currency: toCurrency(row.currency) });
  return customerEmail(
    'scheduled_purchase_refunded',
    `Your ${row.productOfferName} ${noun(row)} could not be issued`,
    [
      `We could not issue your ${noun(row)} of ${holding(row)} for ${row.productOfferName} draw ${row.drawNo}: ${whyNot[reason]}.`,
      `The ${paid} you paid is back in your wallet, to spend on another draw or to withdraw.`,
    ],
    { label: 'See your transactions', url: `${base(site)}/my-account/transactions` },
    site,
    to,
  );
}
