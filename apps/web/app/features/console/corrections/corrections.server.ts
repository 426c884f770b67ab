import { balanceCorrectionDecisionSchema, balanceCorrectionParamsSchema, checkForm } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { chosenFrom, outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

export async function loadConsoleCorrections(request: Request, context: AppLoadContext) {
  const { me, staff } = await requireConsoleStaff(request, context, 'corrections');
  const [pending, results] = await Promise.all([staff.balanceCorrections('pending'), staff.pendingResultCorrections()]);
  return { pending, results, myId: me.id };
}

export type ConsoleCorrectionsData = Awaited<ReturnType<typeof loadConsoleCorrections>>;

/** The second person's two answers; anything else (or none) is refused, never read as a rejection. */
const decisions = {
  approve: { approve: true, done: 'The correction is approved and booked.' },
  reject: { approve: false, done: 'The correction is rejected.' },
} as const;

/** The second person's decision (docs/decisions/234): the API refuses the one who asked. */
export async function consoleCorrectionsAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'corrections');
  const form = await request.formData();
  const chosen = chosenFrom(form, 'decision', decisions);
  if (!chosen) return data({ error: 'Choose approve or reject.', done: null, fields: {} }, { status: 400 });
  // The form is checked by the call's own schemas (contracts `checkForm`) before the call.
  const place = checkForm(balanceCorrectionParamsSchema, { correctionId: String(form.get('correctionId') ?? '') });
  if (place.errors) return refusedForm(place.errors, () => ({ field: 'correctionId', label: 'Correction' }));
  const body = checkForm(balanceCorrectionDecisionSchema, { approve: chosen.choice.approve });
  if (body.errors) return refusedForm(body.errors, () => ({ field: 'decision', label: 'Decision' }));
  const { correctionId } = place.data;
  if (form.get('kind') === 'result') {
    // A paid draw's result correction (docs/decisions/261, 543): approving re-pays its winners.
    return outcomeOf(async () => {
      await staff.decideResultCorrection(correctionId, chosen.choice.approve, {
        idempotencyKey: `decide-result-${correctionId}-${chosen.key}`,
      });
      return chosen.choice.approve
        ? 'The result correction is approved: the winners are paid or charged the difference.'
        : 'The result correction is rejected.';
    });
  }
  return outcomeOf(async () => {
    await staff.decideBalanceCorrection(correctionId, body.data, {
      idempotencyKey: `decide-${correctionId}-${chosen.key}`,
    });
    return chosen.choice.done;
  });
}
