import { fieldErrors, limitPeriodSchema, limitRequestSchema, selfExclusionPeriods } from '@drawline/contracts';
import { ApiError } from '../../lib/api';
import type { apiSession } from '../../lib/api-session.server';
import { type FormErrors, formErrorsOf, text } from '../../lib/form-errors';

type Session = ReturnType<typeof apiSession>;

/** What a limits form answers: done (its message), a refusal shown as a notice, or field errors. */
export interface LimitsActionData {
  ok?: string;
  /** A 422 (or a gone limit): the first server message, shown as a notice (2-shopping.md §8). */
  notice?: string;
  /** Field errors, and which form they belong to. */
  errors?: FormErrors;
  form?: string;
}

export async function loadLimits(session: Session, opts: { deposits: boolean }) {
  const [spend, deposit, exclusion] = await Promise.all([
    session.platform.spendLimits(),
    opts.deposits ? session.platform.depositLimits() : null,
    session.platform.selfExclusion(),
  ]);
  return { spend, deposit, exclusion };
}

export async function loadPrecommitment(session: Session) {
  return session.platform.precommitment();
}

const kinds = { spend: 'spend-limits', deposit: 'deposit-limits' } as const;
const SAFE_ID = /^[0-9a-fA-F-]{36}$/;

/** The call a limits form makes: its method, path and body; or the field errors that stop it. */
function callOf(
  form: FormData,
): { method: 'PUT' | 'POST' | 'DELETE'; path: string; body?: unknown; done: string } | { errors: FormErrors } {
  const intent = text(form, 'intent');
  const kind = text(form, 'kind') === 'deposit' ? 'deposit' : 'spend';
  const base = `/${kinds[kind]}`;
  const id = text(form, 'id');
  const limitBody = (): { errors: FormErrors } | { body: { limit: string } } => {
    const limit = text(form, 'limit');
    // The calls' own rule (format, minimum) first; the server adds the system limit as the maximum.
    const errors = fieldErrors(limitRequestSchema(), { limit });
    return Object.keys(errors).length ? { errors } : { body: { limit } };
  };
  switch (intent) {
    case 'add':
    case 'edit': {
      const period = limitPeriodSchema.safeParse(text(form, 'period'));
      if (!period.success) return { errors: { period: 'This field is required' } };
      const checked = limitBody();
      if ('errors' in checked) return checked;
      return {
        method: intent === 'add' ? 'PUT' : 'POST',
        path: `${base}/${period.data}`,
        body: checked.body,
        done: intent === 'add' ? 'Your limit is set.' : 'Your limit is changed.',
      };
    }
    case 'remove':
    case 'cancel':
      if (!SAFE_ID.test(id)) return { errors: { general: 'This limit was not found.' } };
      return {
        method: 'DELETE',
        path: intent === 'remove' ? `${base}/${id}` : `${base}/${id}/pending`,
        done: intent === 'remove' ? 'Your limit will end after the cooling-off period.' : 'The change is cancelled.',
      };
    case 'set-precommitment': {
      const checked = limitBody();
      if ('errors' in checked) return checked;
      return {
        method: 'POST',
        path: '/precommitment',
        body: checked.body,
        done: 'Your pre-commitment limit is saved.',
      };
    }
    case 'remove-precommitment':
      return { method: 'DELETE', path: '/precommitment', done: 'Your limit will end after the cooling-off period.' };
    case 'cancel-precommitment':
      return { method: 'DELETE', path: '/precommitment/pending', done: 'The change is cancelled.' };
    case 'exclude': {
      const period = text(form, 'period');
      if (!(selfExclusionPeriods as readonly string[]).includes(period))
        return { errors: { period: 'This field is required' } };
      return { method: 'POST', path: '/self-exclusion', body: { period }, done: 'Your break has started.' };
    }
    default:
      return { errors: { general: 'This form is not known.' } };
  }
}

/** Runs the limits form that was posted, as the page's action. */
export async function limitsAction(
  session: Session,
  form: FormData,
): Promise<{ status: number; body: LimitsActionData }> {
  const formKey = text(form, 'form') || text(form, 'intent');
  const call = callOf(form);
  if ('errors' in call) return { status: 400, body: { errors: call.errors, form: formKey } };
  try {
    // The spec sends the limits' amounts as forms (2-shopping.md §7); the break from play is JSON,
    // as every call not flagged as a form (the server refuses a form there with 415).
    const form = call.path !== '/self-exclusion';
    await session.api(call.path, { method: call.method, ...(call.body ? { body: call.body, form } : {}) });
    return { status: 200, body: { ok: call.done } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { status: 400, body: { errors: formErrorsOf(error), form: formKey } };
    }
    if (error instanceof ApiError && error.status < 500) {
      return { status: error.status, body: { notice: error.message } };
    }
    throw error;
  }
}
