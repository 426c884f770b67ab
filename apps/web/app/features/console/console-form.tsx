import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useNavigation } from 'react-router';

/**
 * The console's form pieces (docs/decisions/269): a label tied to its control, an optional hint,
 * and the field's own error tied to it by aria-describedby and aria-invalid, so a screen reader
 * hears which field is wrong and why.
 */

/** What a console action answers (console-action.server.ts outcomeOf): the refusal, or what was done. */
export interface ActionAnswer {
  error: string | null;
  done: string | null;
}

/**
 * The outcome of an action, as every console page shows it: an alert when refused, a status when
 * done. React Router gives the action's answer while it still reads the page again, so "done" waits
 * for that re-read: a status saying version 4 never sits above a page still showing version 3
 * (decision 504).
 */
export function ActionOutcome({ error, done }: { error?: string | null; done?: string | null }) {
  const rereading = useNavigation().state === 'loading';
  return (
    <>
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
      {done && !rereading ? <p role="status">{done}</p> : null}
    </>
  );
}

interface FieldFrame {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** A field's frame: its label, the control (given the ids that describe it), its hint and error. */
function FieldShell({
  id,
  label,
  hint,
  error,
  control,
}: FieldFrame & { control: (aria: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {control({ 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <span id={`${id}-hint`} className="console-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="console-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function Field({
  id,
  label,
  hint,
  error,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const frame = { id, label, hint, error };
  return <FieldShell {...frame} control={(aria) => <input id={id} {...aria} {...input} />} />;
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  ...input
}: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const frame = { id, label, hint, error };
  return <FieldShell {...frame} control={(aria) => <textarea id={id} {...aria} {...input} />} />;
}

export function SelectField({
  id,
  label,
  hint,
  error,
  options,
  ...select
}: FieldFrame & {
  options: readonly { value: string; label: ReactNode }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const frame = { id, label, hint, error };
  return (
    <FieldShell
      {...frame}
      control={(aria) => (
        <select id={id} {...aria} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A group of checkboxes or radios under one legend, its error announced with the group. */
export function ChoiceField({
  id,
  legend,
  type,
  name,
  options,
  checked,
  error,
  disabled,
}: {
  id: string;
  legend: ReactNode;
  type: 'checkbox' | 'radio';
  name: string;
  options: readonly { value: string; label: ReactNode }[];
  checked: readonly string[];
  error?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className="console-choices" aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type={type} name={name} value={o.value} defaultChecked={checked.includes(o.value)} /> {o.label}
        </label>
      ))}
      {error ? (
        <span id={`${id}-error`} className="console-field-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
