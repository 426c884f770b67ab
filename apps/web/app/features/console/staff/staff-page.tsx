import { type StaffMemberAdminView, type StaffRole, staffRoles } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import { ActionOutcome, Field } from '../console-form';
import { roleNames } from '../console-frame';
import { ConsoleTable } from '../console-table';
import { consoleTime } from '../console-time';
import type { ConsoleStaffData, StaffAnswer } from './staff.server';

const when = (iso: string | null) => (iso ? consoleTime(iso) : 'Never');

/** A refused form's message for one of its fields, only on the form it came from. */
function fieldError(answer: StaffAnswer | undefined, about: string, field: string): string | undefined {
  return answer?.about === about ? answer.fields?.[field]?.[0] : undefined;
}

function RoleChoices({ idPrefix, held, error }: { idPrefix: string; held: readonly StaffRole[]; error?: string }) {
  return (
    <fieldset className="console-roles" aria-describedby={error ? `${idPrefix}-roles-error` : undefined}>
      <legend>Roles</legend>
      {error ? (
        <span id={`${idPrefix}-roles-error`} className="console-field-error">
          {error}
        </span>
      ) : null}
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

/** A member's lock or unlock and two-factor reset; never one's own (the API refuses it too). */
function MemberActions({
  member: m,
  self,
  answer,
}: {
  member: StaffMemberAdminView;
  self: boolean;
  answer?: StaffAnswer;
}) {
  if (self) return null;
  const reasonError = fieldError(answer, m.id, 'reason');
  return (
    <>
      {m.lockedAt ? (
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
          <input
            id={`lock-${m.id}`}
            name="reason"
            maxLength={200}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `lock-${m.id}-error` : undefined}
          />
          {reasonError ? (
            <span id={`lock-${m.id}-error`} className="console-field-error">
              {reasonError}
            </span>
          ) : null}
          <button type="submit" name="intent" value="lock" className="console-button console-button--quiet">
            Lock {m.email}
          </button>
        </Form>
      )}
      {m.twoFactorEnrolled ? (
        <Form method="post" className="console-decision">
          <input type="hidden" name="staffId" value={m.id} />
          <button type="submit" name="intent" value="reset-two-factor" className="console-button console-button--quiet">
            Reset two-factor of {m.email}
          </button>
        </Form>
      ) : null}
    </>
  );
}

/** The first password of a member just added, shown this once. */
function FirstPassword({ email, password }: { email: string; password: string }) {
  return (
    <div className="console-enrolment" data-testid="first-password">
      <p>
        First password for {email}, shown this once: give it to them in person or over a channel you trust. It is not
        kept anywhere to show again.
      </p>
      <p>
        <code>{password}</code>
      </p>
    </div>
  );
}

/** Staff accounts for administrators: who holds which role, locks, two-factor, last sign-in. */
export function StaffPage({ members, meId, answer }: ConsoleStaffData & { answer?: StaffAnswer }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Staff</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      {answer?.firstPassword ? <FirstPassword {...answer.firstPassword} /> : null}
      <ConsoleTable
        caption={`${members.length} staff members`}
        rows={members}
        rowKey={(m) => m.id}
        columns={[
          { header: 'Email', rowHeader: true, cell: (m) => `${m.email}${m.id === meId ? ' (you)' : ''}` },
          {
            header: 'Roles',
            cell: (m) => (
              <Form method="post" className="console-decision" aria-label={`Roles of ${m.email}`}>
                <input type="hidden" name="staffId" value={m.id} />
                <RoleChoices idPrefix={`roles-${m.id}`} held={m.roles} error={fieldError(answer, m.id, 'roles')} />
                <button type="submit" name="intent" value="roles" className="console-button" disabled={busy}>
                  Save roles
                </button>
              </Form>
            ),
          },
          {
            header: 'Status',
            cell: (m) => (m.lockedAt ? `Locked ${when(m.lockedAt)} (${m.lockedReason ?? 'no reason'})` : 'Active'),
          },
          { header: 'Two-factor', cell: (m) => (m.twoFactorEnrolled ? 'Enrolled' : 'Enrols at next sign-in') },
          { header: 'Last sign-in (AEST)', cell: (m) => when(m.lastSignInAt) },
          { header: 'Actions', cell: (m) => <MemberActions member={m} self={m.id === meId} answer={answer} /> },
        ]}
      />
      <section aria-labelledby="add-member">
        <h2 id="add-member">Add a staff member</h2>
        <p>
          The shop makes a first password, shown once here; the member adds an authenticator app at their first sign-in.
        </p>
        <Form method="post" className="console-form" key={answer?.firstPassword?.email}>
          <Field
            id="add-email"
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="off"
            error={fieldError(answer, 'new', 'email')}
          />
          <RoleChoices idPrefix="add" held={[]} error={fieldError(answer, 'new', 'roles')} />
          <button type="submit" name="intent" value="add" className="console-button" disabled={busy}>
            Add member
          </button>
        </Form>
      </section>
    </>
  );
}
