import { type AppLoadContext, data } from 'react-router';
import { refusalOf, requireConsoleStaff } from '../staff-session.server';

export async function loadConsoleCorrections(request: Request, context: AppLoadContext) {
  const { me, staff } = await requireConsoleStaff(request, context, 'corrections');
  const pending = await staff.balanceCorrections('pending');
  return { pending, myId: me.id };
}

export type ConsoleCorrectionsData = Awaited<ReturnType<typeof loadConsoleCorrections>>;

/** The second person's decision (docs/decisions/234): the API refuses the one who asked. */
export async function consoleCorrectionsAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'corrections');
  const form = await request.formData();
  const correctionId = String(form.get('correctionId') ?? '');
  const approve = form.get('decision') === 'approve';
  try {
    await staff.decideBalanceCorrection(
      correctionId,
      { approve },
      { idempotencyKey: `decide-${correctionId}-${approve ? 'approve' : 'reject'}` },
    );
    return data({
      error: null,
      done: approve ? 'The correction is approved and booked.' : 'The correction is rejected.',
    });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}
