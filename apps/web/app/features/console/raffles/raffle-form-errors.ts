import { GENERAL_TARGET } from '@drawline/contracts';
import { ApiError } from '../../../lib/api';
import { formErrorsOf } from '../../../lib/form-errors';
import { fieldNameOf } from './raffle-form-data';

/**
 * The API's refusal of a raffle as the form's field errors, each row's error pointed back at the
 * row typed (blank rows are not sent).
 */
export function raffleApiErrors(error: unknown, rows: { prizes: number[]; bundles: number[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(formErrorsOf(error))) {
    const field = name === GENERAL_TARGET ? name : fieldNameOf(name.split('.'), rows);
    out[field] = message;
  }
  // A field refusal still says, at the top, that nothing was saved.
  if (!out[GENERAL_TARGET] && error instanceof ApiError) out[GENERAL_TARGET] = error.message;
  return out;
}
