import {
  checkForm,
  fieldErrors,
  type LimitKind,
  limitPeriodSchema,
  limitRequestSchema,
  type PlatformPort,
  selfExclusionRequestSchema,
} from '@drawline/contracts';
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

const SAFE_ID = /^[0-9a-fA-F-]{36}$/;

/** The port call a limits form makes (platform-port.ts, limits-port.ts) and what it says when done; or the field errors that stop it. */
function callOf(
  form: FormData,
): { run: (platform: PlatformPort) => Promise<unknown>; done: string } | { errors: FormErrors } {
  const intent = text(form, 'intent');
  const kind: LimitKind = text(form, 'kind') === 'deposit' ? 'deposit' : 'spend';
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
      return intent === 'add'
        ? { run: (p) => p.addLimit(kind, period.data, checked.body), done: 'Your limit is set.' }
        : { run: (p) => p.changeLimit(kind, period.data, checked.body), done: 'Your limit is changed.' };
    }
    case 'remove':
    case 'cancel':
      if (!SAFE_ID.test(id)) return { errors: { general: 'This limit was not found.' } };
      return intent === 'remove'
        ? { run: (p) => p.removeLimit(kind, id), done: 'Your limit will end after the cooling-off period.' }
        : { run: (p) => p.cancelLimitChange(kind, id), done: 'The change is cancelled.' };
    case 'set-precommitment': {
      const checked = limitBody();
      if ('errors' in checked) return checked;
      return { run: (p) => p.setPrecommitment(checked.body), done: 'Your pre-commitment limit is saved.' };
    }
    case 'remove-precommitment':
      return { run: (p) => p.removePrecommitment(), done: 'Your limit will end after the cooling-off period.' };
    case 'cancel-precommitment':
      return { run: (p) => p.cancelPrecommitmentChange(), done: 'The change is cancelled.' };
    case 'exclude': {
      const checked = checkForm(selfExclusionRequestSchema, { period: text(form, 'period') });
      if (checked.errors) return { errors: checked.errors };
      const body = checked.data;
      return { run: (p) => p.selfExclude(body), done: 'Your break has started.' };
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
    await call.run(session.platform);
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
