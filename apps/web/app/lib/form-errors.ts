import { camelKey, GENERAL_TARGET } from '@drawline/contracts';
import { ApiError } from './api';

/** One message per field (camelCase names, as the forms name their inputs); `general` for the rest. */
export type FormErrors = Record<string, string>;

/**
 * The server's field errors next to the fields (1-platform.md §8: grouped by target, no target
 * is general). Targets arrive in snake_case (`date_of_birth`, `address.postcode`).
 */
export function formErrorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return { [GENERAL_TARGET]: 'Something went wrong' };
  const out: FormErrors = {};
  for (const [target, messages] of Object.entries(error.fieldMessages())) {
    const name = target === GENERAL_TARGET ? target : target.split('.').map(camelKey).join('.');
    if (messages[0] && !out[name]) out[name] = messages[0];
  }
  if (Object.keys(out).length === 0) out[GENERAL_TARGET] = error.message;
  return out;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** A form value as a trimmed string ('' when missing or a file). */
export function text(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
}

/** A form value exactly as typed (passwords keep their spaces). */
export function raw(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}
