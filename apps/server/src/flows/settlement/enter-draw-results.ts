import type { ResultEntry, ResultsEntryRequest } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditLog } from '../../modules/audit';
import { type DrawToSettle, drawToSettle, publishResultInFlow } from '../../modules/catalogue';
import { checkDrawResult } from '../../modules/scoring';
import {
  lockResultEntry,
  markResultConfirmed,
  type ResultEntryRow,
  readResultEntry,
  saveResultEntry,
} from '../../modules/settlement';
import type { ActingStaff } from '../../modules/staff';
import { AppError, notFound } from '../../platform/app-error';

export interface DrawResultsDeps {
  db: Db;
  clock: Clock;
  audit: Pick<AuditLog, 'recordAudit'>;
  /** Asks for a settlement run soon (after a confirmation); the cron catches up anyway. */
  settleSoon?: () => void;
}

const toEntry = (row: ResultEntryRow, draw: Pick<DrawToSettle, 'status'>): ResultEntry => ({
  drawId: row.drawId,
  drawStatus: draw.status,
  winningNumbers: row.winningNumbers,
  divisions: row.divisions,
  enteredBy: row.enteredBy,
  enteredAt: row.enteredAt.toISOString(),
  corrections: row.corrections,
  confirmedBy: row.confirmedBy,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

/** Results are entered and confirmed by a named staff member, never by the bootstrap actor. */
function staffIdOf(actor: ActingStaff): string {
  if (!actor.staffId) throw new AppError('forbidden');
  return actor.staffId;
}

/** A lottery draw whose sales have closed and whose result is not published yet; anything else is refused. */
async function closedLotteryDraw(db: Db, drawId: string): Promise<DrawToSettle> {
  const draw = await drawToSettle(db, drawId);
  if (!draw) throw notFound(`Draw ${drawId}`);
  if (draw.type !== 'lottery_ticket_draw') {
    throw new AppError('unprocessable', { message: 'Only lottery draws have winning numbers to enter.' });
  }
  if (draw.status !== 'DRAW_CLOSED') {
    throw new AppError('conflict', {
      message: `Draw ${drawId} is ${draw.status}: results are entered after sales close and before they are published.`,
    });
  }
  return draw;
}

/**
 * The entered result checked against the draw's lottery (the scoring module's one rule,
 * docs/decisions/260): refused as validation_failed with a message per field, or answered in the
 * lottery's order. Entry, correction before confirmation and correction after payment all pass here.
 */
export function fittingResult(draw: Pick<DrawToSettle, 'lotteryKey' | 'offerName'>, input: ResultsEntryRequest) {
  const checked = checkDrawResult(draw.lotteryKey, input);
  if (!checked.ok) {
    throw new AppError('validation_failed', {
      message: `The result does not fit ${draw.offerName}.`,
      errors: checked.problems.map(({ target, code, message }) => ({ target, code, message })),
    });
  }
  return checked.result;
}

/**
 * A draw operator enters a lottery draw's result (docs/decisions/206), or corrects the entry
 * while it is not confirmed; the entry and its audit row (before and after) commit together.
 * Nothing is published until a second operator confirms.
 */
export async function enterDrawResults(
  deps: DrawResultsDeps,
  actor: ActingStaff,
  drawId: string,
  input: ResultsEntryRequest,
): Promise<ResultEntry> {
  const draw = await closedLotteryDraw(deps.db, drawId);
  const result = fittingResult(draw, input);
  return deps.db.transaction(async (tx) => {
    const previous = await lockResultEntry(tx, drawId);
    if (previous?.confirmedBy) {
      throw new AppError('conflict', { message: 'The result is confirmed: it can no longer be changed here.' });
    }
    const saved = await saveResultEntry(
      tx,
      {
        drawId,
        winningNumbers: result.winningNumbers,
        divisions: result.divisions,
        enteredBy: staffIdOf(actor),
        enteredAt: deps.clock.now(),
      },
      previous,
    );
    await deps.audit.recordAudit(tx, {
      actor,
      action: previous ? 'results.correct' : 'results.enter',
      subjectType: 'draw',
      subjectId: drawId,
      before: previous ? toEntry(previous, draw) : null,
      after: toEntry(saved, draw),
    });
    return toEntry(saved, draw);
  });
}

/**
 * A second draw operator confirms the entered result: the same member who entered (or last
 * corrected) it is refused (four eyes). The result is published and the draw moves to DRAW_DRAWN
 * in the same transaction as the confirmation and its audit row; settlement scores it next.
 */
export async function confirmDrawResults(
  deps: DrawResultsDeps,
  actor: ActingStaff,
  drawId: string,
): Promise<ResultEntry> {
  const draw = await closedLotteryDraw(deps.db, drawId);
  const confirmed = await deps.db.transaction(async (tx) => {
    const entry = await lockResultEntry(tx, drawId);
    if (!entry) throw notFound(`An entered result of draw ${drawId}`);
    if (entry.confirmedBy) throw new AppError('conflict', { message: 'The result is confirmed already.' });
    if (entry.enteredBy === staffIdOf(actor)) {
      throw new AppError('four_eyes_required', {
        message: 'A result is confirmed by a second draw operator, not by the one who entered it.',
      });
    }
    const now = deps.clock.now();
    const published = await publishResultInFlow(
      tx,
      drawId,
      { winningNumbers: entry.winningNumbers, divisions: entry.divisions },
      now,
    );
    if (!published) throw new AppError('conflict', { message: `Draw ${drawId} was published meanwhile.` });
    const row = await markResultConfirmed(tx, drawId, staffIdOf(actor), now);
    const after = toEntry(row, { status: 'DRAW_DRAWN' });
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'results.confirm',
      subjectType: 'draw',
      subjectId: drawId,
      before: toEntry(entry, draw),
      after,
    });
    return after;
  });
  deps.settleSoon?.();
  return confirmed;
}

/** The entered result of a draw, for the operators. */
export async function readDrawResults(deps: Pick<DrawResultsDeps, 'db'>, drawId: string): Promise<ResultEntry> {
  const [draw, entry] = await Promise.all([drawToSettle(deps.db, drawId), readResultEntry(deps.db, drawId)]);
  if (!draw || !entry) throw notFound(`An entered result of draw ${drawId}`);
  return toEntry(entry, draw);
}
