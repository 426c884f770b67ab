import { type BankAccount, formatAestDateTime } from '@drawline/contracts';
import escapeHtml from 'escape-html';
import type { CustomerContact } from '../../modules/identity';
import type { EmailToSend } from '../../modules/mail';

export interface PayoutEmailSite {
  siteName: string;
  /** The storefront's address, for the link to the customer's accounts. */
  publicUrl: string;
}

const kinds: Record<BankAccount['bankType'], string> = {
  national: 'bank account',
  international: 'international bank account',
  payid_email: 'PayID (email)',
  payid_phone: 'PayID (mobile number)',
};

/**
 * "A payout destination was added" (docs/decisions/346): whoever added it, the owner of the
 * mailbox hears of it before it can be paid. The account shows as the pages show it (a bank
 * account's last four digits).
 */
export function bankAccountAddedEmail(site: PayoutEmailSite, account: BankAccount, to: CustomerContact): EmailToSend {
  const kind =
    account.code === 'pl' ? 'PayPal account' : account.code === 'tw' ? 'Wise account' : kinds[account.bankType];
  const where = `${account.accountName}, ${account.bankCode ? `${account.bankCode} ` : ''}${account.accountNumber}`;
  const usable = `${formatAestDateTime(account.usableFrom)} AEST`;
  const link = `${site.publicUrl}/my-account/cards-and-accounts`;
  const paragraphs = [
    `A ${kind} was added to your ${site.siteName} account for withdrawals: ${where}.`,
    `It can be used for withdrawals from ${usable}.`,
    'If you did not add it, change your password and contact support straight away.',
  ];
  const text = [
    `Hi ${to.firstname},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `Your accounts: ${link}`,
    '',
    `The ${site.siteName} team`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(to.firstname)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">Your accounts</a></p>`,
    `<p>The ${escapeHtml(site.siteName)} team</p>`,
  ].join('\n');
  return {
    kind: 'payout_destination_added',
    to: to.email,
    subject: `A ${kind} was added to your ${site.siteName} account`,
    text,
    html,
  };
}
