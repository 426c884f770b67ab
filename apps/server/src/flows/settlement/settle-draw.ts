import { toCurrency } from '@drawline/contracts';
import { type DrawToSettle, drawResultOf, drawToSettle, moveDrawInFlow } from '../../modules/catalogue';
import { type TicketToScore, ticketsOfDraw } from '../../modules/orders';
import { claimWinningsToPay, countUnpaidWinnings, type NewWinning, recordWinnings } from '../../modules/settlement';
import type { SettleDrawDeps, SettleReport, TicketWin } from './settle-draw.deps';
import { lottoPartySessionsPending, lottoPartyWins } from './settle-draw-lotto-party';
import { drawRaffleWinners, raffleWinnersFromSeed } from './settle-draw-raffle';
import { scoreSyndicates } from './settle-draw-syndicate';
import { tellWinners } from './settle-draw-tell';

export type { LotteryScorer, SettleDrawDeps, SettleReport, TicketWin } from './settle-draw.deps';

const DEFAULT_BATCH = 500;
/** Wins paid per transaction (docs/decisions/250): a few statements whatever the size, so large. */
const PAY_BATCH = 5_000;

/**
 * Takes a draw as far along its life as it can go now (docs/decisions/200): a closed raffle is
 * drawn from its committed seed, a drawn draw scored, a scored draw paid, a paid draw's winners
 * told. Every step writes rows with unique keys (a win per ticket and division, a prize journal
 * per win, a notice per winner and draw) and moves the status only when its work is all done,
 * conditionally on the status read; so a run killed halfway is finished by the next one, and
 * two runs at once neither pay twice nor miss anyone.
 */
export async function settleDraw(deps: SettleDrawDeps, drawId: string): Promise<SettleReport | null> {
  const first = await drawToSettle(deps.db, drawId);
  if (!first) return null;
  const report: SettleReport = {
    drawId,
    from: first.status,
    to: first.status,
    scored: 0,
    paid: 0,
    held: 0,
    told: 0,
    stepMs: {},
  };
  let draw: DrawToSettle | undefined = first;
  for (;;) {
    if (!draw) break;
    const started = deps.clock.now().getTime();
    const moved = await step(deps, draw, report);
    report.stepMs[draw.status] = (report.stepMs[draw.status] ?? 0) + deps.clock.now().getTime() - started;
    if (!moved) break;
    draw = await drawToSettle(deps.db, drawId);
    if (draw) report.to = draw.status;
  }
  return report;
}

/** One move of the life cycle; false when the draw waits (for results, a scorer, or another process). */
async function step(deps: SettleDrawDeps, draw: DrawToSettle, report: SettleReport): Promise<boolean> {
  switch (draw.status) {
    case 'DRAW_CLOSED':
      // A lottery waits for its results (entered and confirmed, or from the feed).
      return draw.type === 'raffle_ticket_draw' ? drawRaffleWinners(deps, draw) : false;
    case 'DRAW_DRAWN':
      return scoreDraw(deps, draw, report);
    case 'DRAW_SCORED':
      return payDraw(deps, draw, report);
    case 'DRAW_PAID':
      return tellWinners(deps, draw, report);
    default:
      return false;
  }
}

/** Every sold ticket scored, a page of tickets per read and a multi-row insert of wins per page. */
async function scoreDraw(deps: SettleDrawDeps, draw: DrawToSettle, report: SettleReport): Promise<boolean> {
  const now = deps.clock.now();
  const wins =
    draw.type === 'raffle_ticket_draw' ? await scoreRaffle(deps, draw, now) : await scoreLottery(deps, draw, now);
  if (wins === null) return false;
  report.scored += wins;
  return deps.db.transaction((tx) => moveDrawInFlow(tx, draw.drawId, 'DRAW_DRAWN', 'DRAW_SCORED', now));
}

async function scoreRaffle(deps: SettleDrawDeps, draw: DrawToSettle, now: Date): Promise<number | null> {
  const winners = await raffleWinnersFromSeed(deps.db, draw.drawId);
  if (!winners) return null;
  const rows: NewWinning[] = winners.map(({ slot, sold }) => ({
    ticketId: sold.ticketId,
    division: slot.slot,
    drawId: draw.drawId,
    customerId: sold.customerId,
    productOfferKey: draw.offerKey,
    entries: 1,
    amount: slot.value,
    currency: slot.currency,
    description: `${slot.name} (ticket ${sold.ticketNumber})`,
    scoredAt: now,
  }));
  let written = 0;
  for (let i = 0; i < rows.length; i += DEFAULT_BATCH) {
    written += await recordWinnings(deps.db, rows.slice(i, i + DEFAULT_BATCH));
  }
  return written;
}

async function scoreLottery(deps: SettleDrawDeps, draw: DrawToSettle, now: Date): Promise<number | null> {
  // A share holds no numbers: the syndicate's own games are scored and the prize split (decision 256).
  if (draw.type === 'syndicate_share_draw') return scoreSyndicates(deps, draw, now);
  if (draw.type !== 'lottery_ticket_draw') return null;
  const result = await drawResultOf(deps.db, draw.drawId);
  if (!result) return null;
  // Lotto party sessions not yet bought or cancelled are waited for (decision 390).
  if (await lottoPartySessionsPending(deps, draw.drawId)) return null;
  const score = deps.scorer.forDraw(draw, result);
  const limit = deps.batchSize ?? DEFAULT_BATCH;
  let after = '';
  let written = await recordWinnings(deps.db, await lottoPartyWins(deps, draw, score, now));
  for (;;) {
    const page = await ticketsOfDraw(deps.db, draw.drawId, after, limit);
    if (!page.length) break;
    written += await recordWinnings(
      deps.db,
      page.flatMap((ticket) => ticketWinnings(draw, ticket, score, now)),
    );
    after = (page.at(-1) as TicketToScore).ticketId;
  }
  return written;
}

/** What a ticket won against a result, a row per division (settlement writes them; a correction compares). */
export function ticketWinnings(
  draw: DrawToSettle,
  ticket: TicketToScore,
  score: (ticket: TicketToScore) => TicketWin[],
  now: Date,
): NewWinning[] {
  return score(ticket)
    .filter((w) => w.amount > 0)
    .map((w) => ({
      ticketId: ticket.ticketId,
      division: w.division,
      drawId: draw.drawId,
      customerId: ticket.customerId,
      productOfferKey: ticket.productOfferKey,
      entries: w.entries,
      amount: w.amount,
      currency: draw.currency,
      description: `${draw.offerName} draw ${draw.drawNo}: ${w.description}`,
      scoredAt: now,
    }));
}

/**
 * Pays the draw's wins a batch per transaction (docs/decisions/250): claim unpaid wins (skipping
 * those another process holds) marking them paid or held, and book their prize journals (each
 * once by the win's id), a few statements per batch whatever its size. The draw moves on only
 * when no win is left unpaid.
 */
async function payDraw(deps: SettleDrawDeps, draw: DrawToSettle, report: SettleReport): Promise<boolean> {
  const limit = deps.batchSize ?? PAY_BATCH;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const batch = await claimWinningsToPay(tx, draw.drawId, {
        limit,
        holdAbove: deps.prizeHoldThreshold,
        at: deps.clock.now(),
      });
      if (!batch.length) return { claimed: 0, held: 0 };
      await deps.wallet.payPrizes(
        tx,
        batch.map((w) => ({
          reference: w.winningId,
          customerId: w.customerId,
          productOfferKey: w.productOfferKey,
          amount: { amount: w.amount, currency: toCurrency(w.currency) },
          held: w.status === 'held',
          description: `Prize: ${w.description}`,
          metadata: { drawId: w.drawId, ticketId: w.ticketId, division: w.division },
        })),
      );
      return { claimed: batch.length, held: batch.filter((w) => w.status === 'held').length };
    });
    report.paid += done.claimed - done.held;
    report.held += done.held;
    if (done.claimed < limit) break;
  }
  if ((await countUnpaidWinnings(deps.db, draw.drawId)) > 0) return false;
  return deps.db.transaction((tx) => moveDrawInFlow(tx, draw.drawId, 'DRAW_SCORED', 'DRAW_PAID', deps.clock.now()));
}
