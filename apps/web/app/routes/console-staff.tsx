import { type StaffMemberAdminView, type StaffRole, staffRoles } from '@drawline/contracts';
import { data, Form, useNavigation } from 'react-router';
import { ConsoleErrorBoundary, roleNames } from '../features/console';
import { refusalOf, requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-staff';

export function meta() {
  return [{ title: 'Staff | Drawline console' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { me, call } = await requireConsoleStaff(request, context, 'staff');
  const members = (await call<StaffMemberAdminView[]>('/staff-members')).result ?? [];
  return { members, meId: me.id };
}

type Answer = { error: string | null; done: string | null; firstPassword?: { email: string; password: string } };

const rolesOf = (form: FormData) => form.getAll('roles').map(String);

/**
 * Administrators' staff actions (docs/decisions/270, 271), each a staff API call that audits it.
 * A new member's first password comes back in this answer only: it is shown once and kept nowhere.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { call } = await requireConsoleStaff(request, context, 'staff');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const staffId = encodeURIComponent(String(form.get('staffId') ?? ''));
  const answer = (a: Answer, status = 200) => data(a, { status });
  try {
    if (intent === 'add') {
      const added = await call<{ email: string; firstPassword: string }>('/staff-members', {
        method: 'POST',
        body: { email: String(form.get('email') ?? ''), roles: rolesOf(form) },
      });
      const { email, firstPassword } = added.result!;
      return answer({
        error: null,
        done: `${email} is added. They enrol an authenticator app at their first sign-in.`,
        firstPassword: { email, password: firstPassword },
      });
    }
    if (intent === 'roles') {
      await call(`/staff-members/${staffId}/roles`, { method: 'PUT', body: { roles: rolesOf(form) } });
      return answer({ error: null, done: 'The roles are saved.' });
    }
    if (intent === 'lock' || intent === 'unlock') {
      const reason = String(form.get('reason') ?? '').trim();
      await call(`/staff-members/${staffId}/${intent}`, {
        method: 'POST',
        body: intent === 'lock' && reason ? { reason } : {},
      });
      return answer({
        error: null,
        done: intent === 'lock' ? 'The member is locked and signed out.' : 'The member is unlocked.',
      });
    }
    if (intent === 'reset-two-factor') {
      await call(`/staff-members/${staffId}/reset-two-factor`, { method: 'POST' });
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

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-AU', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Australia/Brisbane',
      }).format(new Date(iso))
    : 'Never';

function RoleChoices({ idPrefix, held }: { idPrefix: string; held: readonly StaffRole[] }) {
  return (
    <fieldset className="console-roles">
      <legend>Roles</legend>
      {staffRoles.map((role) => (
        <label key={role} htmlFor={`${idPrefix}-${role}`}>
          <input
            type="checkbox"
            id={`${idPrefix}-${role}`}
            name="roles"
            value={role}
            defaultChecked={held.includes(role)}
          />{' '}
          {roleNames[role]}
        </label>
      ))}
    </fieldset>
  );
}

/** Staff accounts for administrators: who holds which role, locks, two-factor, last sign-in. */
export default function ConsoleStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { members, meId } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Staff</h1>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.done ? <p role="status">{actionData.done}</p> : null}
      {actionData?.firstPassword ? (
        <div className="console-enrolment" data-testid="first-password">
          <p>
            First password for {actionData.firstPassword.email}, shown this once: give it to them in person or over a
            channel you trust. It is not kept anywhere to show again.
          </p>
          <p>
            <code>{actionData.firstPassword.password}</code>
          </p>
        </div>
      ) : null}

      <table className="console-table">
        <caption>{members.length} staff members</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Roles</th>
            <th scope="col">Status</th>
            <th scope="col">Two-factor</th>
            <th scope="col">Last sign-in (AEST)</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const self = m.id === meId;
            return (
              <tr key={m.id}>
                <th scope="row">
                  {m.email}
                  {self ? ' (you)' : ''}
                </th>
                <td>
                  <Form method="post" className="console-decision" aria-label={`Roles of ${m.email}`}>
                    <input type="hidden" name="staffId" value={m.id} />
                    <RoleChoices idPrefix={`roles-${m.id}`} held={m.roles} />
                    <button type="submit" name="intent" value="roles" className="console-button" disabled={busy}>
                      Save roles
                    </button>
                  </Form>
                </td>
                <td>{m.lockedAt ? `Locked ${when(m.lockedAt)} (${m.lockedReason ?? 'no reason'})` : 'Active'}</td>
                <td>{m.twoFactorEnrolled ? 'Enrolled' : 'Enrols at next sign-in'}</td>
                <td>{when(m.lastSignInAt)}</td>
                <td>
                  {/* Own lock and reset are refused by the API too: nobody locks themselves out. */}
                  {self ? null : m.lockedAt ? (
                    <Form method="post" className="console-decision">
                      <input type="hidden" name="staffId" value={m.id} />
                      <button type="submit" name="intent" value="unlock" className="console-button">
                        Unlock {m.email}
                      </button>
                    </Form>
                  ) : (
                    <Form method="post" className="console-decision">
                      <input type="hidden" name="staffId" value={m.id} />
                      <label htmlFor={`lock-${m.id}`}>Why</label>
                      <input id={`lock-${m.id}`} name="reason" maxLength={200} />
                      <button type="submit" name="intent" value="lock" className="console-button console-button--quiet">
                        Lock {m.email}
                      </button>
                    </Form>
                  )}
                  {self || !m.twoFactorEnrolled ? null : (
                    <Form method="post" className="console-decision">
                      <input type="hidden" name="staffId" value={m.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="reset-two-factor"
                        className="console-button console-button--quiet"
                      >
                        Reset two-factor of {m.email}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <section aria-labelledby="add-member">
        <h2 id="add-member">Add a staff member</h2>
        <p>
          The shop makes a first password, shown once here; the member adds an authenticator app at their first sign-in.
        </p>
        <Form method="post" className="console-form" key={actionData?.firstPassword?.email}>
          <label htmlFor="add-email">Email</label>
          <input id="add-email" name="email" type="email" required autoComplete="off" />
          <RoleChoices idPrefix="add" held={[]} />
          <button type="submit" name="intent" value="add" className="console-button" disabled={busy}>
            Add member
          </button>
        </Form>
      </section>
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
