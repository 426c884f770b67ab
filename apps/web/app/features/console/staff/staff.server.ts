import type { StaffRole } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { refusalOf, requireConsoleStaff } from '../staff-session.server';

export async function loadConsoleStaff(request: Request, context: AppLoadContext) {
  const { me, staff } = await requireConsoleStaff(request, context, 'staff');
  const members = await staff.staffMembers();
  return { members, meId: me.id };
}

export type ConsoleStaffData = Awaited<ReturnType<typeof loadConsoleStaff>>;

/** What a staff form answers; a new member's first password comes back here only. */
export type StaffAnswer = {
  error: string | null;
  done: string | null;
  firstPassword?: { email: string; password: string };
};

const rolesOf = (form: FormData) => form.getAll('roles').map(String) as StaffRole[];

/**
 * Administrators' staff actions (docs/decisions/270, 271), each a staff API call that audits it.
 * A new member's first password comes back in this answer only: it is shown once and kept nowhere.
 */
export async function consoleStaffAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'staff');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const staffId = String(form.get('staffId') ?? '');
  const answer = (a: StaffAnswer, status = 200) => data(a, { status });
  try {
    if (intent === 'add') {
      const { email, firstPassword } = await staff.addStaffMember({
        email: String(form.get('email') ?? ''),
        roles: rolesOf(form),
      });
      return answer({
        error: null,
        done: `${email} is added. They enrol an authenticator app at their first sign-in.`,
        firstPassword: { email, password: firstPassword ?? '' },
      });
    }
    if (intent === 'roles') {
      await staff.changeStaffRoles(staffId, { roles: rolesOf(form) });
      return answer({ error: null, done: 'The roles are saved.' });
    }
    if (intent === 'lock' || intent === 'unlock') {
      const reason = String(form.get('reason') ?? '').trim();
      await staff.lockStaffMember(staffId, intent === 'lock', intent === 'lock' && reason ? { reason } : {});
      return answer({
        error: null,
        done: intent === 'lock' ? 'The member is locked and signed out.' : 'The member is unlocked.',
      });
    }
    if (intent === 'reset-two-factor') {
      await staff.resetStaffTwoFactor(staffId);
      return answer({
        error: null,
        done: 'Two-factor is reset: the member is signed out and enrols a new authenticator at the next sign-in.',
      });
    }
    return answer({ error: 'Choose an action.', done: null }, 400);
  } catch (error) {
    const { status, message } = refusalOf(error);
    return answer({ error: message, done: null }, status === 403 ? 403 : 200);
  }
}
