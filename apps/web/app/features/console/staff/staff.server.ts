import {
  addStaffMemberRequestSchema,
  checkForm,
  lockStaffMemberRequestSchema,
  staffRolesRequestSchema,
} from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../../lib/api';
import { type FieldMessages, type FieldPlace, refusedForm } from '../console-action.server';
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
  /** A refusal's messages by field, and whose form they belong to: a member's id, or `new` for the add form. */
  fields?: FieldMessages;
  about?: string;
};

const rolesOf = (form: FormData) => form.getAll('roles').map(String);

/** The staff forms' fields by the calls' names: the API's name for each, and the form's label. */
const labels: Record<string, string> = { email: 'Email', roles: 'Roles', reason: 'Why' };
const placeOf = (path: string): FieldPlace => {
  const name = path.split('.')[0] ?? path;
  return { field: name, label: labels[name] ?? 'The member' };
};

/**
 * Administrators' staff actions (docs/decisions/270, 271), each a staff API call that audits it.
 * A new member's first password comes back in this answer only: it is shown once and kept nowhere.
 */
export async function consoleStaffAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'staff');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const staffId = String(form.get('staffId') ?? '');
  const about = intent === 'add' ? 'new' : staffId;
  const answer = (a: StaffAnswer, status = 200) => data(a, { status });
  const done = async (work: () => Promise<StaffAnswer>) => {
    try {
      return answer(await work());
    } catch (error) {
      const { status, message } = refusalOf(error);
      const fields = error instanceof ApiError && status === 400 ? error.fieldMessages() : {};
      return answer({ error: message, done: null, fields, about }, status === 403 ? 403 : 200);
    }
  };
  // A form refused before its call: each message beside its field, on the form it came from.
  const refused = (errors: Record<string, string>) => {
    const form = refusedForm(errors, placeOf);
    return answer({ ...form.data, about }, 400);
  };
  // Each form is checked by its call's own schema (contracts `checkForm`) before the call.
  if (intent === 'add') {
    const checked = checkForm(addStaffMemberRequestSchema, {
      email: String(form.get('email') ?? ''),
      roles: rolesOf(form),
    });
    if (checked.errors) return refused(checked.errors);
    return done(async () => {
      const { email, firstPassword } = await staff.addStaffMember(checked.data);
      return {
        error: null,
        done: `${email} is added. They enrol an authenticator app at their first sign-in.`,
        firstPassword: { email, password: firstPassword ?? '' },
      };
    });
  }
  if (intent === 'roles') {
    const checked = checkForm(staffRolesRequestSchema, { roles: rolesOf(form) });
    if (checked.errors) return refused(checked.errors);
    return done(async () => {
      await staff.changeStaffRoles(staffId, checked.data);
      return { error: null, done: 'The roles are saved.' };
    });
  }
  if (intent === 'lock') {
    // The reason may be left empty: the call then takes no reason at all.
    const reason = String(form.get('reason') ?? '');
    const checked = checkForm(lockStaffMemberRequestSchema, reason.trim() ? { reason } : {});
    if (checked.errors) return refused(checked.errors);
    return done(async () => {
      await staff.lockStaffMember(staffId, true, checked.data);
      return { error: null, done: 'The member is locked and signed out.' };
    });
  }
  if (intent === 'unlock') {
    return done(async () => {
      await staff.lockStaffMember(staffId, false, {});
      return { error: null, done: 'The member is unlocked.' };
    });
  }
  if (intent === 'reset-two-factor') {
    return done(async () => {
      await staff.resetStaffTwoFactor(staffId);
      return {
        error: null,
        done: 'Two-factor is reset: the member is signed out and enrols a new authenticator at the next sign-in.',
      };
    });
  }
  return answer({ error: 'Choose an action.', done: null }, 400);
}
