import type { ConsoleDraw, ResultsEntryRequest } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { type FieldMessages, outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** The calendar from the dashboard's draw board, and the draw being worked on (?draw=). */
export async function loadConsoleDraws(request: Request, context: AppLoadContext) {
  const { me, staff } = await requireConsoleStaff(request, context, 'draws');
  const drawId = new URL(request.url).searchParams.get('draw');
  const [board, draw] = await Promise.all([staff.dashboard(), drawId ? staff.consoleDraw(drawId) : null]);
  return {
    myId: me.id,
    open: board.openDraws,
    awaitingResults: board.drawsAwaitingResults,
    awaitingSettlement: board.drawsAwaitingSettlement,
    draw,
  };
}

export type ConsoleDrawsData = Awaited<ReturnType<typeof loadConsoleDraws>>;

/** A dividend typed in dollars ("12.50", "0") as cents, or null. */
function centsOf(typed: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(typed);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/**
 * The typed result as the staff API takes it. Only the typing is read here (whole numbers,
 * dollars to cents): whether it fits the lottery is the server's one check (docs/decisions/260),
 * whose field messages the page shows beside each field.
 */
function resultOf(form: FormData, draw: ConsoleDraw): ResultsEntryRequest | string {
  const winningNumbers: ResultsEntryRequest['winningNumbers'] = [];
  for (const set of draw.numberSets) {
    const typed = String(form.get(`set:${set.name}`) ?? '').trim();
    const numbers = typed ? typed.split(/[\s,]+/).map(Number) : [];
    if (numbers.some((n) => !Number.isInteger(n))) return `${set.name}: enter whole numbers, such as 1 2 3.`;
    winningNumbers.push({ name: set.name, numbers, ordered: set.ordered });
  }
  const divisions: ResultsEntryRequest['divisions'] = [];
  for (const d of draw.divisions) {
    const prizeAmount = centsOf(String(form.get(`dividend:${d.division}`) ?? ''));
    const numWinners = Number(form.get(`winners:${d.division}`) || 0);
    if (prizeAmount === null)
      return `Division ${d.division}: enter the dividend in dollars, such as 12.50 (0 for none).`;
    if (!Number.isInteger(numWinners) || numWinners < 0) return `Division ${d.division}: winners is a whole number.`;
    divisions.push({ division: d.division, description: d.description, numWinners, prizeAmount, prizeSuffix: null });
  }
  return { winningNumbers, divisions };
}

const none: FieldMessages = {};

/** A draw operator enters or corrects a result; a second one confirms it. */
export async function consoleDrawsAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'draws');
  const form = await request.formData();
  const draw = await staff.consoleDraw(String(form.get('drawId') ?? ''));
  if (form.get('intent') === 'confirm') {
    return outcomeOf(async () => {
      await staff.confirmDrawResults(draw.drawId);
      return 'The result is confirmed and published; settlement pays the winners next.';
    });
  }
  const result = resultOf(form, draw);
  if (typeof result === 'string') return data({ error: result, done: null, fields: none }, { status: 400 });
  return outcomeOf(async () => {
    await staff.enterDrawResults(draw.drawId, result);
    return draw.entry ? 'The result is corrected.' : 'The result is entered; a second draw operator confirms it.';
  });
}
