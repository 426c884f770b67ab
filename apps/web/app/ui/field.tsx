/**
 * Form fields with a label, an optional hint and error text tied to the input
 * (aria-invalid, aria-describedby). Messages come from @drawline/contracts formMessages.
 *   <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
 *   <CheckboxField label="I agree to the terms" name="terms" error={errors.terms} />
 *   <FormError>{generalError}</FormError>   (a polite alert above the form; renders nothing when empty)
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Icon } from './icons';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
}

function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function TextField({ label, hint, error, id, className, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      <input
        {...input}
        id={inputId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
      {error ? (
        <span className="field-error" id={errorId}>
          <Icon name="error" />
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function CheckboxField({ label, error, id, hint, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div>
      <div className="field-check">
        <input
          {...input}
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={inputId}>
          {label}
          {hint ? <span className="field-hint"> {hint}</span> : null}
        </label>
      </div>
      {error ? (
        <span className="field-error" id={errorId}>
          <Icon name="error" />
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div className="form-error" role="alert">
      {children}
    </div>
  );
}
