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
import {
  type DrawToSettle,
  drawResultOf,
  drawToSettle,
  type OfficialResult,
  replaceResultInFlow,
  syndicateDrawsPlaying,
} from '../../modules/catalogue';
import { type TicketToScore, ticketsOfDraw } from '../../modules/orders';
import {
  decideResultCorrection as decide,
  listPendingResultCorrections,
  listResultCorrections,
  type NewWinning,
  type ResultCorrectionOutcome,
  type ResultCorrectionRow,
  recordResultCorrection,
  takePendingResultCorrection,
} from '../../modules/settlement';
import type { ActingStaff } from '../../modules/staff';
import type { Wallet } from '../../modules/wallet';
import { AppError, notFound } from '../../platform/app-error';
import { correctDrawWins } from './correct-draw-wins';
import { fittingResult } from './enter-draw-results';
import { ticketWinnings } from './settle-draw';
import type { LotteryScorer } from './settle-draw.deps';
import { lottoPartyWins } from './settle-draw-lotto-party';
import { syndicateShareWins } from './settle-draw-syndicate';

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

/**
 * What the corrected result makes of the lottery draw's own wins: every ticket scored by
 * settlement's scorer, and the paid lotto party sessions' shares split again (decision 518).
 */
async function rescore(
  deps: CorrectDrawResultsDeps,
  tx: Tx,
  draw: DrawToSettle,
  result: OfficialResult,
  now: Date,
): Promise<NewWinning[]> {
  const score = deps.scorer.forDraw(draw, result);
  const wins = await lottoPartyWins({ db: tx }, draw, score, now);
  let after = '';
  for (;;) {
    const page = await ticketsOfDraw(tx, draw.drawId, after, PAGE);
    if (!page.length) break;
    for (const ticket of page) wins.push(...ticketWinnings(draw, ticket, score, now));
    after = (page.at(-1) as TicketToScore).ticketId;
  }
  return wins;
}

/**
 * Approving re-settles with the corrected result, all in the caller's transaction with the
 * decision and its audit row: the lottery draw's wins (tickets and lotto party shares), then each
 * paid syndicate draw that plays it (decision 518), each through `correctDrawWins`; then the
 * published result is replaced. A syndicate draw that settlement is still scoring or paying
 * refuses the approval (409) until it is paid, so no share is settled on the old result after.
 */
async function applyCorrection(
  deps: CorrectDrawResultsDeps,
  tx: Tx,
  draw: DrawToSettle,
  correction: ResultCorrectionRow,
): Promise<ResultCorrectionOutcome> {
  const corrected = { winningNumbers: correction.winningNumbers, divisions: correction.divisions };
  const now = deps.clock.now();
  const syndicateDraws = await syndicateDrawsPlaying(tx, draw);
  const busy = syndicateDraws.find((d) => d.status === 'DRAW_DRAWN' || d.status === 'DRAW_SCORED');
  if (busy) {
    throw new AppError('conflict', {
      message: `Syndicate draw ${busy.drawId}, which plays this draw, is ${busy.status}: approve the correction once its prizes are paid.`,
    });
  }
  const outcome: ResultCorrectionOutcome = { winsChanged: 0, paid: 0, clawedBack: 0, unrecovered: 0 };
  await correctDrawWins(deps, tx, draw, correction, await rescore(deps, tx, draw, corrected, now), outcome);
  for (const shares of syndicateDraws) {
    // Not yet drawn: it scores against the corrected result when it is.
    if (shares.status !== 'DRAW_PAID' && shares.status !== 'DRAW_EMAILED') continue;
    const wins = await syndicateShareWins({ db: tx, scorer: deps.scorer }, shares, corrected, now);
    await correctDrawWins(deps, tx, shares, correction, wins, outcome);
  }
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

/** The result corrections waiting for finance (docs/decisions/543), oldest first, at most 100. */
export async function readPendingResultCorrections(
  deps: Pick<CorrectDrawResultsDeps, 'db'>,
): Promise<ResultCorrection[]> {
  const rows = await listPendingResultCorrections(deps.db, 100);
  const currencies = new Map<string, string>();
  for (const row of rows) {
    if (currencies.has(row.drawId)) continue;
    currencies.set(row.drawId, (await drawToSettle(deps.db, row.drawId))?.currency ?? 'AUD');
  }
  return rows.map((r) => toCorrection(r, currencies.get(r.drawId) ?? 'AUD'));
}
