import {
  type CustomerNotification,
  formatMoney,
  NOTIFICATIONS_SHOWN,
  type Withdrawal,
  type WithdrawalStatus,
} from '@drawline/contracts';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { notificationStatesOf } from '../modules/notifications';
import { listWithdrawals } from '../modules/payouts';
import { noticesOf, type RecurringNoticeRow } from '../modules/recurring';
import { listWinnerNotices } from '../modules/settlement';
import { createVerification } from '../modules/verification';
import { lottoPartyFacts } from './lotto-party-notifications';

/** A notification before the customer's reading of it is known. */
type Fact = Omit<CustomerNotification, 'readAt'>;

/** The shop's own path of a link written with the site's address (or already a path). */
const pathOf = (link: string) => {
  const url = new URL(link, 'http://drawline.invalid');
  return `${url.pathname}${url.search}`;
};

function recurringFact(row: RecurringNoticeRow): Fact {
  return {
    id: `${row.kind}_${row.recurringPurchaseId}_${row.drawId}`,
    title: row.title,
    icon: row.kind === 'failure' ? 'error' : 'warning',
    message: row.body,
    isAutoDismissed: false,
    actions: [{ id: 'payment-resolution', text: 'Fix your payment', link: pathOf(row.link), deepLink: null }],
    createdAt: row.createdAt.toISOString(),
  };
}

/** The progress of a withdrawal the customer hears of: what finance did, not what they did themselves. */
const withdrawalNews: Partial<Record<WithdrawalStatus, { icon: Fact['icon']; title: (amount: string) => string }>> = {
  approved: { icon: 'info', title: (amount) => `Your withdrawal of ${amount} is approved` },
  paid: { icon: 'success', title: (amount) => `Your withdrawal of ${amount} is paid` },
  rejected: { icon: 'error', title: (amount) => `Your withdrawal of ${amount} was not made` },
};

function withdrawalFact(w: Withdrawal): Fact | null {
  const news = withdrawalNews[w.status];
  if (!news) return null;
  const back = `The amount is back in your wallet.${w.rejectionReason ? ` Reason: ${w.rejectionReason}` : ''}`;
  // A donation (decision 532) is passed on to the cause's charity, not paid to an account.
  const message = w.cause
    ? ({
        approved: `We will pass it on to ${w.cause.charityName} for ${w.cause.name}.`,
        paid: `Donated to ${w.cause.name}: we passed it on to ${w.cause.charityName}.`,
      }[w.status as 'approved' | 'paid'] ?? back)
    : w.status === 'approved'
      ? `We will pay it to ${w.bankAccount?.accountName} shortly.`
      : w.status === 'paid'
        ? `We paid it to ${w.bankAccount?.accountName}. Banks can take a business day to show it.`
        : back;
  return {
    id: `withdrawal_${w.withdrawId}_${w.status}`,
    title: news.title(formatMoney(w.amount)),
    icon: news.icon,
    message,
    isAutoDismissed: false,
    actions: [
      {
        id: 'withdrawal',
        text: 'See the withdrawal',
        link: `/my-account/withdraw/details/${w.withdrawId}`,
        deepLink: null,
      },
    ],
    createdAt: w.updatedAt,
  };
}

/**
 * The customer's notifications feed (decision 421): the facts the shop already keeps about them,
 * newest first: winner notices (settlement), recurring purchases' failures and warnings
 * (recurring), finance's moves of their withdrawals (payouts), the result of their identity
 * check (verification) and their lotto party invitations and sessions' ends (decision 470), each
 * with the customer's reading of it (notifications). Dismissed ones are left out. One read of each source, at most NOTIFICATIONS_SHOWN each.
 */
export async function readCustomerNotifications(
  deps: { db: Db; clock: Clock },
  customerId: string,
): Promise<CustomerNotification[]> {
  const [recurring, wins, withdrawals, verification, lottoParty] = await Promise.all([
    noticesOf(deps.db, customerId, NOTIFICATIONS_SHOWN),
    listWinnerNotices(deps.db, customerId, NOTIFICATIONS_SHOWN),
    listWithdrawals(deps.db, customerId, { limit: NOTIFICATIONS_SHOWN, offset: 0 }),
    createVerification(deps).verificationOf(customerId),
    lottoPartyFacts(deps.db, customerId, NOTIFICATIONS_SHOWN),
  ]);
  const facts: Fact[] = [
    ...recurring.map(recurringFact),
    ...wins.map(
      (n): Fact => ({
        id: `prize_${n.drawId}`,
        title: n.title,
        icon: 'success',
        message: n.message,
        isAutoDismissed: false,
        actions: [{ id: 'results', text: 'See the results', link: pathOf(n.link), deepLink: null }],
        createdAt: n.createdAt.toISOString(),
      }),
    ),
    ...withdrawals.flatMap((w) => withdrawalFact(w) ?? []),
    ...lottoParty,
  ];
  if ((verification.status === 'verified' || verification.status === 'failed') && verification.checkedAt) {
    const verified = verification.status === 'verified';
    facts.push({
      id: `verification_${verification.status}_${Date.parse(verification.checkedAt)}`,
      title: verified ? 'Your identity is verified' : 'We could not verify your identity',
      icon: verified ? 'success' : 'error',
      message: verified
        ? 'Thank you: your account is verified, and withdrawals are open to you.'
        : `The document we checked did not confirm your identity.${verification.reason ? ` Reason: ${verification.reason}` : ''} Please try again or contact our support team.`,
      isAutoDismissed: false,
      actions: [],
      createdAt: new Date(verification.checkedAt).toISOString(),
    });
  }
  const newest = facts
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
    .slice(0, NOTIFICATIONS_SHOWN);
  const states = await notificationStatesOf(
    deps.db,
    customerId,
    newest.map((f) => f.id),
  );
  return newest
    .filter((f) => !states.get(f.id)?.dismissedAt)
    .map((f) => ({ ...f, readAt: states.get(f.id)?.readAt.toISOString() ?? null }));
}

/** How many of the feed's notifications the customer has not read: the navigation's badge. */
export async function countUnreadNotifications(deps: { db: Db; clock: Clock }, customerId: string): Promise<number> {
  return (await readCustomerNotifications(deps, customerId)).filter((n) => n.readAt === null).length;
}
