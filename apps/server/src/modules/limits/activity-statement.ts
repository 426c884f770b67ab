import {
  type ActivityStatement,
  aestDate,
  aestInstant,
  type Currency,
  formatMoney,
  type Money,
} from '@drawline/contracts';
import type { LimitsDeps } from './limits.deps';
import { activityStatementsSent } from './limits.tables';

/** Statements for a month are emailed in the first days of the next (issue 11: within 7 days of its end). */
export const STATEMENT_SENDING_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');
export const monthKey = (year: number, month: number) => `${year}-${pad(month)}`;

/** An AEST calendar month as [from, to). */
export function monthBounds(year: number, month: number): { from: Date; to: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: aestInstant(`${monthKey(year, month)}-01`), to: aestInstant(`${monthKey(next.year, next.month)}-01`) };
}

/** The month before the one `now` falls in (AEST). */
export function previousMonth(now: Date): { year: number; month: number } {
  const [y, m] = aestDate(now).split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
}

/**
 * The customer's monthly activity statement from the ledger: spend (purchases), deposits,
 * withdrawals, prizes, and net (prizes less spend: what play cost or won). Refunds and
 * promotional credit are neither spend nor prizes.
 */
export async function activityStatement(
  deps: Pick<LimitsDeps, 'ledger'>,
  input: { customerId: string; currency: Currency; year: number; month: number },
): Promise<ActivityStatement> {
  const totals = await deps.ledger.activityTotals({
    customerId: input.customerId,
    currency: input.currency,
    ...monthBounds(input.year, input.month),
  });
  const money = (amount: number): Money => ({ amount, currency: input.currency });
  const spend = -(totals.purchase ?? 0);
  const prizes = totals.prize ?? 0;
  return {
    year: input.year,
    month: input.month,
    spend: money(spend),
    deposits: money(totals.deposit ?? 0),
    withdrawals: money(-(totals.withdrawal ?? 0)),
    prizes: money(prizes),
    net: money(prizes - spend),
  };
}

/** GET /activity-statement?year&month: a month already ended (the last one when none is given). */
export async function getActivityStatement(
  deps: LimitsDeps,
  customerId: string,
  month?: { year: number; month: number },
): Promise<ActivityStatement> {
  const chosen = month ?? previousMonth(deps.clock.now());
  return activityStatement(deps, { customerId, currency: await deps.currencyOf(customerId), ...chosen });
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

/**
 * The monthly statements job (jobs/send-activity-statements.ts): in the first 7 days of a month,
 * emails each customer whose money moved last month their statement, once (the sent row and the
 * email are written in one transaction). Answers how many were written now.
 */
export async function sendActivityStatements(deps: LimitsDeps): Promise<number> {
  const now = deps.clock.now();
  const day = Number(aestDate(now).slice(8, 10));
  if (day > STATEMENT_SENDING_DAYS) return 0;
  const { year, month } = previousMonth(now);
  const key = monthKey(year, month);
  const link = `${deps.publicUrl}/my-account/activity-statement?month=${key}`;
  let written = 0;
  for (const { customerId, currency } of await deps.ledger.customersWithActivity(monthBounds(year, month))) {
    const recipient = await deps.recipientOf(customerId);
    if (!recipient) continue;
    const statement = await activityStatement(deps, { customerId, currency, year, month });
    const sent = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(activityStatementsSent)
        .values({ customerId, month: key, sentAt: now })
        .onConflictDoNothing()
        .returning({ customerId: activityStatementsSent.customerId });
      if (!claimed) return false;
      await deps.mail.enqueue(tx, {
        kind: 'activity_statement',
        to: recipient.email,
        ...statementEmail(statement, recipient.firstname, link),
      });
      return true;
    });
    if (sent) written++;
  }
  if (written) deps.mail.wake?.();
  return written;
}
