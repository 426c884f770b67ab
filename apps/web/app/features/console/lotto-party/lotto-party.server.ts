import { consoleAllows } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { chosenFrom, outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** Every lotto party group (decision 424): support opens a group's sessions, a content editor hides a name. */
export async function loadConsoleLottoParty(request: Request, context: AppLoadContext) {
  const { me, staff } = await requireConsoleStaff(request, context, 'lottoParty');
  return {
    groups: await staff.lottoPartyGroups({ limit: 100 }),
    mayHide: consoleAllows(me.roles, 'content'),
    maySessions: consoleAllows(me.roles, 'customerLock'),
  };
}
export type ConsoleLottoPartyData = Awaited<ReturnType<typeof loadConsoleLottoParty>>;

const moves = { hide: true, show: false } as const;

/** A content editor hides an offensive group name, or shows it again (audited by the call). */
export async function consoleLottoPartyAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const move = chosenFrom(form, 'intent', moves);
  if (!move) return data({ error: 'Choose to hide or show the name.', done: null, fields: {} }, { status: 400 });
  const groupId = String(form.get('groupId') ?? '');
  return outcomeOf(async () => {
    const done = await staff.hideLottoPartyGroup(groupId, move.choice);
    return done.hidden ? 'The group name is hidden.' : 'The group name is shown again.';
  });
}

/** One group's sessions for support (decision 424), with the group's row from the list. */
export async function loadConsoleLottoPartyGroup(request: Request, context: AppLoadContext, groupId: string) {
  const { staff } = await requireConsoleStaff(request, context, 'customerLock');
  return { groupId, sessions: await staff.lottoPartyGroupSessions(groupId) };
}
export type ConsoleLottoPartyGroupData = Awaited<ReturnType<typeof loadConsoleLottoPartyGroup>>;

/** The sessions that gave money back or stopped with shares left, for finance (decision 459). */
export async function loadConsoleLottoPartyMoney(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'lottoPartyMoney');
  return { sessions: await staff.lottoPartyMoneySessions({ limit: 100 }) };
}
export type ConsoleLottoPartyMoneyData = Awaited<ReturnType<typeof loadConsoleLottoPartyMoney>>;
