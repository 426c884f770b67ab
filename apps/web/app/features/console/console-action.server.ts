import { data } from 'react-router';
import { refusalOf } from './staff-session.server';

/**
 * A console action's answer (docs/decisions/269): what was done, or the API's refusal as the
 * form's message; a 403 keeps its status, other refusals re-show the page with the message.
 */
export async function outcomeOf(work: () => Promise<string>) {
  try {
    return data({ error: null, done: await work() });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}
