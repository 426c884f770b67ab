import { type ActivityStatement, aestDate, formatMoney } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { IdentityModule } from '../../modules/identity';
import type { LimitsModule } from '../../modules/limits';
import type { MailOutbox } from '../../modules/mail';
import { monthBounds, monthKey, previousMonth, type Wallet } from '../../modules/wallet';

/** Statements for a month are emailed in the first days of the next (issue 11: within 7 days of its end). */
export const STATEMENT_SENDING_DAYS = 7;

/** What the monthly statements take: the ledger's figures, the customer's address, the sent mark, the outbox. */
export interface SendActivityStatementsDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<Wallet, 'customersWithActivity' | 'activityStatement'>;
  identity: { customer: Pick<IdentityModule['customer'], 'details'> };
  limits: Pick<LimitsModule, 'claimActivityStatement'>;
  mail: MailOutbox;
  /** The storefront's address, for the link to the statement page. */
  publicUrl: string;
}

function statementEmail(s: ActivityStatement, firstname: string, link: string) {
  const name = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(s.year, s.month - 1, 1)),
  );
  const lines = [
    `Hi ${firstname},`,
    '',
    `Your activity in ${name}:`,
    `Spend: ${formatMoney(s.spend)}`,
    `Deposits: ${formatMoney(s.deposits)}`,
    `Withdrawals: ${formatMoney(s.withdrawals)}`,
    `Prizes: ${formatMoney(s.prizes)}`,
    `Net (prizes less spend): ${formatMoney(s.net)}`,
    '',
    `See it, and set your spend and deposit limits, at ${link}`,
  ];
  return { subject: `Your activity statement for ${name}`, text: lines.join('\n') };
}

/** Where a statement is emailed; null for an account that is closed or removed (it gets none). */
async function recipientOf(deps: SendActivityStatementsDeps, customerId: string) {
  try {
    const { email, firstname } = await deps.identity.customer.details(customerId);
    return { email, firstname };
  } catch {
    return null;
  }
}

/**
 * The monthly statements (jobs/send-activity-statements.ts): in the first 7 days of a month,
 * emails each customer whose money moved last month their statement, once (the sent mark and the
 * email are written in one transaction). Answers how many were written now.
 */
export async function sendActivityStatements(deps: SendActivityStatementsDeps): Promise<number> {
  const now = deps.clock.now();
  const day = Number(aestDate(now).slice(8, 10));
  if (day > STATEMENT_SENDING_DAYS) return 0;
  const month = previousMonth(now);
  const key = monthKey(month.year, month.month);
  const link = `${deps.publicUrl}/my-account/activity-statement?month=${key}`;
  let written = 0;
  for (const { customerId, currency } of await deps.wallet.customersWithActivity(
    monthBounds(month.year, month.month),
  )) {
    const recipient = await recipientOf(deps, customerId);
    if (!recipient) continue;
    const statement = await deps.wallet.activityStatement({ customerId, currency, month });
    const sent = await deps.db.transaction(async (tx) => {
      if (!(await deps.limits.claimActivityStatement(tx, { customerId, month: key }))) return false;
      await deps.mail.enqueue(tx, {
        kind: 'activity_statement',
        to: recipient.email,
        ...statementEmail(statement, recipient.firstname, link),
      });
      return true;
    });
    if (sent) written++;
  }
  if (written) deps.mail.wake();
  return written;
}
