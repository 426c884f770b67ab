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
