import type { Prize } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

export async function loadConsolePrizes(request: Request, context: AppLoadContext) {
  const { call } = await requireConsoleStaff(request, context, 'prizes');
  return { held: (await call<Prize[]>('/prizes/held')).result ?? [] };
}

/** Finance releases a held prize: the staff API moves it to the customer's cash and audits it. */
export async function consolePrizesAction(request: Request, context: AppLoadContext) {
  const { call } = await requireConsoleStaff(request, context, 'prizes');
  const id = String((await request.formData()).get('prizeId') ?? '');
  return outcomeOf(async () => {
    await call(`/prizes/${encodeURIComponent(id)}/release`, { method: 'POST' });
    return 'The prize is released to the customer’s cash.';
  });
}
