import { type CustomerNotification, formatMoney } from '@drawline/contracts';
import type { Db } from '../db/client';
import { lottoPartyInvitationsOf, lottoPartyOutcomesOf } from '../modules/lotto-party';

type Fact = Omit<CustomerNotification, 'readAt'>;

const sessionAction = (sessionId: string): Fact['actions'][number] => ({
  id: 'lotto-party-session',
  text: 'See the session',
  link: `/my-account/lotto-party/session/${sessionId}`,
  deepLink: null,
});

const sharesWord = (n: number) => (n === 1 ? '1 share' : `${n} shares`);
const gamesWord = (n: number) => (n === 1 ? '1 game' : `${n} games`);

/**
 * The lotto party's part of the notifications feed (decisions 421, 470): each session a customer
 * was invited to, and the end of each session they hold shares in (its games bought, or refunded
 * in full). An id names its fact (`lottoparty_invite_{sessionId}`,
 * `lottoparty_{paid|cancelled}_{sessionId}`), so each is told once per customer and session.
 */
export async function lottoPartyFacts(db: Db, customerId: string, limit: number): Promise<Fact[]> {
  const [invitations, outcomes] = await Promise.all([
    lottoPartyInvitationsOf(db, customerId, limit),
    lottoPartyOutcomesOf(db, customerId, limit),
  ]);
  return [
    ...invitations.map(
      (i): Fact => ({
        id: `lottoparty_invite_${i.sessionId}`,
        title: `A new Lotto Party session in ${i.groupName}`,
        icon: 'info',
        message: `Your group opened a session with shares at ${formatMoney(i.sharePrice)} each. Buy yours before it stops selling.`,
        isAutoDismissed: false,
        actions: [sessionAction(i.sessionId)],
        createdAt: i.openedAt.toISOString(),
      }),
    ),
    ...outcomes.map((o): Fact => {
      const back = o.refunded.amount > 0 ? ` ${formatMoney(o.refunded)} is back in your wallet.` : '';
      return o.status === 'paid'
        ? {
            id: `lottoparty_paid_${o.sessionId}`,
            title: `Your Lotto Party games in ${o.groupName} are bought`,
            icon: 'success',
            message: `The session bought ${gamesWord(o.games)} for its draw; you hold ${sharesWord(o.shares)}.${back}`,
            isAutoDismissed: false,
            actions: [sessionAction(o.sessionId)],
            createdAt: o.stoppedAt.toISOString(),
          }
        : {
            id: `lottoparty_cancelled_${o.sessionId}`,
            title: `Your Lotto Party session in ${o.groupName} was cancelled`,
            icon: 'warning',
            message: `Its games could not be bought, so we refunded your ${sharesWord(o.shares)}.${back}`,
            isAutoDismissed: false,
            actions: [sessionAction(o.sessionId)],
            createdAt: o.stoppedAt.toISOString(),
          };
    }),
  ];
}
