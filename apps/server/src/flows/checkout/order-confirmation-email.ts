import { formatAestDateTime, formatMoney, type Receipt } from '@drawline/contracts';
import type { CustomerContact } from '../../modules/identity';
import type { EmailToSend } from '../../modules/mail';

export interface OrderEmailSite {
  siteName: string;
  /** The storefront's address, for the receipt's link. */
  publicUrl: string;
}

/** A draw's date as the receipt page writes it, with the zone named: "Thu, 3 Dec, 8:30 pm AEST". */
function emailDrawDate(iso: string): string {
  return `${formatAestDateTime(iso)} AEST`;
}

/** An entry, then each of its draws with its date (the receipt page's draws, issue 23). */
function entryLines(order: Receipt['orders'][number]): string[] {
  const games = order.productType === 'raffle_ticket' ? 'ticket' : order.syndicateEncodedId ? 'share' : 'game';
  const count = `${order.numGames} ${games}${order.numGames === 1 ? '' : 's'}`;
  const draws = order.numDraws > 1 ? `, ${order.numDraws} draws` : '';
  return [
    `- ${order.productOfferName}: ${count}${draws}: ${formatMoney(order.amount)}`,
    ...order.tickets.map((t) => `  Draw ${t.drawNo}: ${emailDrawDate(t.drawDate)}`),
  ];
}

/** How the order was paid, line by line: the card's whole charge, the wallet's part, and what stays. */
export function paymentLines(receipt: Receipt): string[] {
  const { card, paidFromWallet, keptInWallet } = receipt.payment;
  const lines: string[] = [];
  if (card) lines.push(`Charged to your card (${card.label}): ${formatMoney(card.charged)}`);
  if (paidFromWallet.amount > 0 || !card) lines.push(`Paid from your wallet: ${formatMoney(paidFromWallet)}`);
  if (keptInWallet.amount > 0) {
    lines.push(`Added to your wallet from the card charge (yours to spend or withdraw): ${formatMoney(keptInWallet)}`);
  }
  return lines;
}

/**
 * The order confirmation (docs/decisions/301 and 302): the order number, what was bought, the
 * total and what was charged to which method, with the receipt's link. Written to the outbox in
 * the purchase's transaction, so it is sent once, and only for an order that was made.
 */
export function orderConfirmationEmail(site: OrderEmailSite, receipt: Receipt, contact: CustomerContact): EmailToSend {
  const link = `${site.publicUrl.replace(/\/$/, '')}/receipt/${encodeURIComponent(receipt.checkoutId)}`;
  const lines = [
    `Hi ${contact.firstname},`,
    '',
    `Thank you for your order ${receipt.orderNumber}. ${
      // Premium alone (decision 476) bought no ticket.
      receipt.orders.every((o) => o.productType === 'membership')
        ? 'Your premium membership is on: it renews each month until you cancel it.'
        : 'Your tickets are bought. Good luck in the draw!'
    }`,
    '',
    'What you bought:',
    ...receipt.orders.flatMap(entryLines),
    ...(receipt.discount.amount > 0 ? [`Discount: -${formatMoney(receipt.discount)}`] : []),
    `Total: ${formatMoney(receipt.total)}`,
    '',
    'How you paid:',
    ...paymentLines(receipt),
    '',
    `Your receipt: ${link}`,
    `Quote your order number ${receipt.orderNumber} if you contact us.`,
    '',
    `The ${site.siteName} team`,
  ];
  return {
    kind: 'order_confirmation',
    to: contact.email,
    subject: `Your ${site.siteName} order ${receipt.orderNumber}`,
    text: lines.join('\n'),
  };
}
