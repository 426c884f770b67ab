import { type ConsoleDraw, checkForm, resultsEntryRequestSchema } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { type FieldPlace, outcomeOf, refusedForm } from '../console-action.server';
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
 * The typed result as the staff API takes it, checked by the call's own schema (contracts
 * `checkForm`). Only the typing is read here (numbers split at spaces and commas, dollars to
 * cents): whether it fits the lottery is the server's one check (docs/decisions/260), whose field
 * messages the page shows beside each field, as it shows these.
 */
function resultOf(form: FormData, draw: ConsoleDraw) {
  const winningNumbers = draw.numberSets.map((set) => {
    const typed = String(form.get(`set:${set.name}`) ?? '').trim();
    return { name: set.name, numbers: typed ? typed.split(/[\s,]+/).map(Number) : [], ordered: set.ordered };
  });
  const divisions = draw.divisions.map((d) => ({
    division: d.division,
    description: d.description,
    numWinners: Number(form.get(`winners:${d.division}`) || 0),
    prizeAmount: centsOf(String(form.get(`dividend:${d.division}`) ?? '')),
    prizeSuffix: null,
  }));
  const typo = divisions.findIndex((d) => d.prizeAmount === null);
  if (typo >= 0) return { data: null, errors: { [`divisions.${typo}.prizeAmount`]: DIVIDEND_TYPING } };
  return checkForm(resultsEntryRequestSchema, { winningNumbers, divisions });
}

const DIVIDEND_TYPING = 'enter the dividend in dollars, such as 12.50 (0 for none)';

/** A refused value of the result: beside its set or division, as the server's check names them. */
const placeIn =
  (draw: ConsoleDraw) =>
  (path: string): FieldPlace => {
    const [list, index] = path.split('.');
    const set = list === 'winningNumbers' ? draw.numberSets[Number(index)] : undefined;
    if (set) return { field: `winning_numbers.${set.name}`, label: set.name };
    const division = list === 'divisions' ? draw.divisions[Number(index)] : undefined;
    if (division) return { field: `divisions.${division.division}`, label: `Division ${division.division}` };
    return { field: 'result', label: 'The result' };
  };

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
  const { data: result, errors } = resultOf(form, draw);
  if (errors) return refusedForm(errors, placeIn(draw));
  return outcomeOf(async () => {
    await staff.enterDrawResults(draw.drawId, result);
    return draw.entry ? 'The result is corrected.' : 'The result is entered; a second draw operator confirms it.';
  });
}
