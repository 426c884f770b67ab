import {
  type ResultCorrection,
  type ResultCorrectionRequest,
  type ResultsEntryRequest,
  toCurrency,
} from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { AuditLog } from '../../modules/audit';
import { type DrawToSettle, drawResultOf, drawToSettle, replaceResultInFlow } from '../../modules/catalogue';
import { type TicketToScore, ticketsOfDraw } from '../../modules/orders';
import {
  applyCorrectedWinnings,
  type CorrectedWinning,
  decideResultCorrection as decide,
  listResultCorrections,
  lockDrawWinnings,
  type ResultCorrectionOutcome,
  type ResultCorrectionRow,
  recordResultCorrection,
  takePendingResultCorrection,
  type WinningRow,
  winningIdOf,
} from '../../modules/settlement';
import type { ActingStaff } from '../../modules/staff';
import type { Wallet } from '../../modules/wallet';
import { AppError, notFound } from '../../platform/app-error';
import { fittingResult } from './enter-draw-results';
import type { LotteryScorer, TicketWin } from './settle-draw.deps';

export interface CorrectDrawResultsDeps {
  db: Db;
  clock: Clock;
  random: Random;
  audit: Pick<AuditLog, 'recordAudit'>;
  wallet: Pick<Wallet, 'correctPrize'>;
  /** Settlement's scorer: a corrected result is scored exactly as the first one was. */
  scorer: LotteryScorer;
  /** A win the correction creates above this many cents is held for finance, as settlement holds it. */
  prizeHoldThreshold: number;
}

/** Tickets read per page while re-scoring. */
const PAGE = 1000;

const toCorrection = (row: ResultCorrectionRow, currency: string): ResultCorrection => {
  const money = (amount: number) => ({ amount, currency: toCurrency(currency) });
  const o = row.outcome;
  return {
    correctionId: row.correctionId,
    drawId: row.drawId,
    winningNumbers: row.winningNumbers,
    divisions: row.divisions,
    reason: row.reason,
    status: row.status as ResultCorrection['status'],
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    outcome: o
      ? {
          winsChanged: o.winsChanged,
          paid: money(o.paid),
          clawedBack: money(o.clawedBack),
          unrecovered: money(o.unrecovered),
        }
      : null,
  };
};

/** Four eyes need a person on each side: the bootstrap actor (no staff id) cannot take part. */
function personOf(actor: ActingStaff): string {
  if (!actor.staffId) throw new AppError('forbidden', { message: 'A result correction needs a staff member.' });
  return actor.staffId;
}

/** A lottery draw whose prizes are paid: only then is a confirmed result corrected here. */
async function paidLotteryDraw(tx: Tx, drawId: string): Promise<DrawToSettle> {
  const draw = await drawToSettle(tx, drawId);
  if (!draw) throw notFound(`Draw ${drawId}`);
  if (draw.type !== 'lottery_ticket_draw') {
    throw new AppError('unprocessable', { message: 'Only lottery draws have winning numbers to correct.' });
  }
  if (draw.status !== 'DRAW_PAID' && draw.status !== 'DRAW_EMAILED') {
    throw new AppError('conflict', {
      message: `Draw ${drawId} is ${draw.status}: a result is corrected after its prizes are paid (before confirmation, enter it again).`,
    });
  }
  return draw;
}

/**
 * A draw operator asks to correct a paid draw's result (docs/decisions/261): checked against the
 * lottery like any entry (decision 260) and recorded as pending with its reason and audit row.
 * Nothing changes until a second person approves it.
 */
export async function requestResultCorrection(
  deps: CorrectDrawResultsDeps,
  tx: Tx,
  actor: ActingStaff,
  drawId: string,
  input: ResultCorrectionRequest,
): Promise<ResultCorrection> {
  const draw = await paidLotteryDraw(tx, drawId);
  const result = fittingResult(draw, input satisfies ResultsEntryRequest);
  const row = await recordResultCorrection(tx, {
    correctionId: deps.random.uuid(),
    drawId,
    winningNumbers: result.winningNumbers,
    divisions: result.divisions,
    reason: input.reason,
    requestedBy: personOf(actor),
    requestedAt: deps.clock.now(),
  });
  const correction = toCorrection(row, draw.currency);
  await deps.audit.recordAudit(tx, {
    actor,
    action: 'results.correction.request',
    subjectType: 'draw',
    subjectId: drawId,
    before: await drawResultOf(tx, drawId),
    after: correction,
  });
  return correction;
}

/** What the corrected result makes of every ticket of the draw, by win id. */
async function rescore(
  deps: CorrectDrawResultsDeps,
  tx: Tx,
  draw: DrawToSettle,
  result: { winningNumbers: ResultCorrectionRow['winningNumbers']; divisions: ResultCorrectionRow['divisions'] },
): Promise<Map<string, { ticket: TicketToScore; win: TicketWin }>> {
  const score = deps.scorer.forDraw(draw, result);
  const wins = new Map<string, { ticket: TicketToScore; win: TicketWin }>();
  let after = '';
  for (;;) {
    const page = await ticketsOfDraw(tx, draw.drawId, after, PAGE);
    if (!page.length) break;
    for (const ticket of page) {
      for (const win of score(ticket)) {
        if (win.amount > 0) wins.set(winningIdOf(ticket.ticketId, win.division), { ticket, win });
      }
    }
    after = (page.at(-1) as TicketToScore).ticketId;
  }
  return wins;
}

/**
 * Approving re-scores the draw with the corrected result and books, per win whose worth changed,
 * one correction journal of the difference (a claw-back never below zero; what the balance does
 * not cover is recorded as unrecovered), then rewrites the wins and the published result; all in
 * the caller's transaction with the decision and its audit row.
 */
async function applyCorrection(
  deps: CorrectDrawResultsDeps,
  tx: Tx,
  draw: DrawToSettle,
  correction: ResultCorrectionRow,
): Promise<ResultCorrectionOutcome> {
  const corrected = { winningNumbers: correction.winningNumbers, divisions: correction.divisions };
  const now = deps.clock.now();
  const before = new Map<string, WinningRow>((await lockDrawWinnings(tx, draw.drawId)).map((w) => [w.winningId, w]));
  const rescored = await rescore(deps, tx, draw, corrected);
  const outcome: ResultCorrectionOutcome = { winsChanged: 0, paid: 0, clawedBack: 0, unrecovered: 0 };
  const upsert: CorrectedWinning[] = [];
  const remove: string[] = [];
  const deltaOf = (id: string) => (rescored.get(id)?.win.amount ?? 0) - (before.get(id)?.amount ?? 0);
  // Rises first: a customer whose win moves to another division is paid the new one before the
  // old one is taken back, so the claw-back can take it from there.
  const ids = [...new Set([...before.keys(), ...rescored.keys()])].sort(
    (a, b) => deltaOf(b) - deltaOf(a) || a.localeCompare(b),
  );
  for (const id of ids) {
    const was = before.get(id);
    const next = rescored.get(id);
    const delta = deltaOf(id);
    if (delta === 0 && next?.win.entries === was?.entries) continue;
    const customerId = (was?.customerId ?? next?.ticket.customerId) as string;
    const productOfferKey = (was?.productOfferKey ?? next?.ticket.productOfferKey) as string;
    const held = was ? was.status === 'held' : (next?.win.amount ?? 0) > deps.prizeHoldThreshold;
    const description = next
      ? `${draw.offerName} draw ${draw.drawNo}: ${next.win.description}`
      : (was?.description ?? '');
    outcome.winsChanged += 1;
    if (delta !== 0) {
      const booked = await deps.wallet.correctPrize(tx, {
        reference: `${correction.correctionId}:${id}`,
        customerId,
        productOfferKey,
        amount: { amount: delta, currency: toCurrency(draw.currency) },
        held,
        description: `Prize correction: ${draw.offerName} draw ${draw.drawNo}, ${correction.reason}`,
        metadata: { drawId: draw.drawId, winningId: id, resultCorrectionId: correction.correctionId },
      });
      if (booked.booked > 0) outcome.paid += booked.booked;
      else outcome.clawedBack -= booked.booked;
      outcome.unrecovered += booked.unrecovered;
    }
    if (!next) {
      remove.push(id);
      continue;
    }
    upsert.push({
      ticketId: next.ticket.ticketId,
      division: next.win.division,
      drawId: draw.drawId,
      customerId,
      productOfferKey,
      entries: next.win.entries,
      amount: next.win.amount,
      currency: draw.currency,
      description,
      status: held ? 'held' : 'paid',
      at: now,
    });
  }
  await applyCorrectedWinnings(tx, { upsert, remove });
  await replaceResultInFlow(tx, draw.drawId, corrected);
  return outcome;
}

/**
 * A second person in finance approves or rejects a pending result correction (four eyes: never
 * the one who asked). Approval applies it (applyCorrection); both write the decision and the
 * audit row (before: the published result; after: the correction with what it moved).
 */
export async function decideResultCorrection(
  deps: CorrectDrawResultsDeps,
  tx: Tx,
  actor: ActingStaff,
  input: { correctionId: string; approve: boolean },
): Promise<ResultCorrection> {
  const decider = personOf(actor);
  const pending = await takePendingResultCorrection(tx, input.correctionId, decider);
  const draw = await paidLotteryDraw(tx, pending.drawId);
  const published = await drawResultOf(tx, draw.drawId);
  const outcome = input.approve ? await applyCorrection(deps, tx, draw, pending) : undefined;
  const row = await decide(tx, pending.correctionId, {
    status: input.approve ? 'approved' : 'rejected',
    decidedBy: decider,
    decidedAt: deps.clock.now(),
    outcome,
  });
  const after = toCorrection(row, draw.currency);
  await deps.audit.recordAudit(tx, {
    actor,
    action: input.approve ? 'results.correction.approve' : 'results.correction.reject',
    subjectType: 'draw',
    subjectId: draw.drawId,
    before: published,
    after,
  });
  return after;
}

/** A draw's result corrections, newest first. */
export async function readResultCorrections(
  deps: Pick<CorrectDrawResultsDeps, 'db'>,
  drawId: string,
): Promise<ResultCorrection[]> {
  const draw = await drawToSettle(deps.db, drawId);
  if (!draw) throw notFound(`Draw ${drawId}`);
  return (await listResultCorrections(deps.db, drawId)).map((r) => toCorrection(r, draw.currency));
}
