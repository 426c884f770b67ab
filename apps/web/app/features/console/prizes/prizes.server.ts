import type { AppLoadContext } from 'react-router';
import { outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

export async function loadConsolePrizes(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'prizes');
  return { held: await staff.heldPrizes() };
}

/** Finance releases a held prize: the staff port moves it to the customer's cash and audits it. */
export async function consolePrizesAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'prizes');
  const id = String((await request.formData()).get('prizeId') ?? '');
  return outcomeOf(async () => {
    await staff.releasePrize(id);
    return 'The prize is released to the customer’s cash.';
  });
}
