import { formatMoney, toCurrency } from '@drawline/contracts';
import { type DrawToSettle, moveDrawInFlow } from '../../modules/catalogue';
import { type CustomerContact, contactsOf } from '../../modules/identity';
import type { EmailToSend } from '../../modules/mail';
import { type DrawWinner, type NewWinnerNotice, recordWinnerNotices, winnersOfDraw } from '../../modules/settlement';
import type { SettleDrawDeps, SettleReport } from './settle-draw.deps';

const TELL_BATCH = 200;

/** The draw's result page on the storefront (2-shopping.md §2 routes). */
const resultLink = (deps: SettleDrawDeps, draw: DrawToSettle) =>
  `${deps.publicUrl.replace(/\/$/, '')}/${draw.offerUrl.replace(/^\//, '')}/results/draw/${draw.drawNo}`;

function winnerEmail(
  deps: SettleDrawDeps,
  draw: DrawToSettle,
  winner: DrawWinner,
  contact: CustomerContact,
): EmailToSend {
  const won = formatMoney({ amount: winner.amount, currency: toCurrency(winner.currency) });
  const heldNote =
    winner.held > 0
      ? ` ${formatMoney({ amount: winner.held, currency: toCurrency(winner.currency) })} of it is a large prize our team checks and releases to your wallet shortly.`
      : ' It is in your wallet now.';
  const link = resultLink(deps, draw);
  const lines = [
    `Congratulations! Your tickets in ${draw.offerName} draw ${draw.drawNo} won ${won}.${heldNote}`,
    `See the results: ${link}`,
  ];
  return {
    kind: 'draw_results',
    to: contact.email,
    subject: `You won ${won} in ${draw.offerName} draw ${draw.drawNo}`,
    text: [`Hi ${contact.firstname},`, '', ...lines.flatMap((l) => [l, '']), `The ${deps.siteName} team`].join('\n'),
  };
}

/**
 * Each winner of a paid draw told once (docs/decisions/204): an in-site notice and a results
 * email through the outbox, written in one transaction per batch of winners. The notice's
 * unique (customer, draw) key decides who is new: only they get the email, so a second run (or
 * a concurrent one) sends nothing twice. The draw moves to DRAW_EMAILED when every page is done.
 */
export async function tellWinners(deps: SettleDrawDeps, draw: DrawToSettle, report: SettleReport): Promise<boolean> {
  let after = '';
  for (;;) {
    const winners = await winnersOfDraw(deps.db, draw.drawId, after, TELL_BATCH);
    if (!winners.length) break;
    const told = await deps.db.transaction(async (tx) => {
      const contacts = await contactsOf(
        tx,
        winners.map((w) => w.customerId),
      );
      const now = deps.clock.now();
      const notices: NewWinnerNotice[] = winners.map((w) => ({
        noticeId: `${draw.drawId}:${w.customerId}`,
        customerId: w.customerId,
        drawId: draw.drawId,
        title: `You won in ${draw.offerName} draw ${draw.drawNo}`,
        message: `Your tickets won ${formatMoney({ amount: w.amount, currency: toCurrency(w.currency) })}.`,
        link: `/${draw.offerUrl.replace(/^\//, '')}/results/draw/${draw.drawNo}`,
        createdAt: now,
      }));
      const fresh = await recordWinnerNotices(tx, notices);
      for (const w of winners) {
        const contact = contacts.get(w.customerId);
        if (fresh.has(w.customerId) && contact) await deps.mail.enqueue(tx, winnerEmail(deps, draw, w, contact));
      }
      return fresh.size;
    });
    report.told += told;
    if (told) deps.mail.wake();
    after = (winners.at(-1) as DrawWinner).customerId;
  }
  return deps.db.transaction((tx) => moveDrawInFlow(tx, draw.drawId, 'DRAW_PAID', 'DRAW_EMAILED', deps.clock.now()));
}
