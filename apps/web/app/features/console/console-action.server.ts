import { data } from 'react-router';
import { ApiError } from '../../lib/api';
import { refusalOf } from './staff-session.server';

/** A refused form's messages by field target, as the API names them (`winning_numbers.<set>`, ...). */
export type FieldMessages = Record<string, string[]>;
const noFields: FieldMessages = {};

/**
 * A console action's answer (docs/decisions/269): what was done, or the API's refusal as the
 * form's message (and, for a 400, each field's messages to show beside it); a 403 keeps its
 * status, other refusals re-show the page with the message.
 */
export async function outcomeOf(work: () => Promise<string>) {
  try {
    return data({ error: null, done: await work(), fields: noFields });
  } catch (error) {
    const { status, message } = refusalOf(error);
    const fields = error instanceof ApiError && status === 400 ? error.fieldMessages() : noFields;
    return data({ error: message, done: null, fields }, { status: status === 403 ? 403 : 200 });
  }
}

/** Where a refused value sits: the field a refusal from the API names it by, and the words the form's message names it by. */
export interface FieldPlace {
  field: string;
  label: string;
}

/**
 * A form its call's own schema refused (contracts `checkForm`) before the call is made: 400, the
 * first message as the form's (named by its label), and each message under the field a refusal
 * from the API names it by, so the page shows the two alike.
 */
export function refusedForm(errors: Record<string, string>, placeOf: (path: string) => FieldPlace) {
  const fields: FieldMessages = {};
  for (const [path, message] of Object.entries(errors)) {
    const list = fields[placeOf(path).field] ?? [];
    fields[placeOf(path).field] = [...list, message];
  }
  const [path, message] = Object.entries(errors)[0] ?? ['', 'Check the form'];
  return data({ error: `${placeOf(path).label}: ${message}.`, done: null, fields }, { status: 400 });
}

/**
 * The form's answer to a choice among its buttons (`decision=approve`): the matching entry, or
 * null for any other value or none, so a missing or forged value is refused, never read as one
 * of the choices (nor as an inherited property such as `constructor`).
 */
export function chosenFrom<T extends Record<string, unknown>>(
  form: FormData,
  name: string,
  choices: T,
): { key: keyof T & string; choice: T[keyof T] } | null {
  const value = String(form.get(name) ?? '');
  return Object.hasOwn(choices, value) ? { key: value, choice: choices[value] as T[keyof T] } : null;
}
