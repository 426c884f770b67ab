import {
  balanceCorrectionRequestSchema,
  checkForm,
  consoleAllows,
  customerLockRequestSchema,
  customerNoteRequestSchema,
  customerVerificationRequestSchema,
} from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { minorUnitsOf } from '../money-input';
import { refusalOf, requireConsoleStaff } from '../staff-session.server';

/** A customer's page: the profile support sees and what this member may do on it. */
export async function loadConsoleCustomer(request: Request, context: AppLoadContext, customerId: string) {
  const { me, staff } = await requireConsoleStaff(request, context, 'customers');
  const mayParty = consoleAllows(me.roles, 'customerLock');
  const [profile, lottoPartyGroups] = await Promise.all([
    staff.consoleCustomer(customerId),
    mayParty ? staff.customerLottoPartyGroups(customerId) : null,
  ]);
  return {
    profile,
    lottoPartyGroups,
    mayCorrect: consoleAllows(me.roles, 'corrections'),
    mayLock: consoleAllows(me.roles, 'customerLock'),
    mayVerify: consoleAllows(me.roles, 'customerVerification'),
    mayNote: consoleAllows(me.roles, 'customerNotes'),
    // One key per form shown: a resubmitted form books once (docs/decisions/103).
    correctionKey: crypto.randomUUID(),
  };
}

export type ConsoleCustomerData = Awaited<ReturnType<typeof loadConsoleCustomer>>;

/** What a form on the customer's page answers: the refusal, or what was done. */
export interface CustomerAnswer {
  error: string | null;
  done: string | null;
}

const answer = (a: CustomerAnswer, status = 200) => data(a, { status });

/** A form the call's own schema refused (contracts `checkForm`): its first message, as the form's. */
const refused = (errors: Record<string, string>) =>
  answer({ error: Object.values(errors)[0] ?? 'Check the form.', done: null });

/** Calls the staff API for one form and says what was done, or the API's refusal (a 403 keeps its status). */
async function attempt(work: () => Promise<string>) {
  try {
    return answer({ error: null, done: await work() });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return answer({ error: message, done: null }, status === 403 ? 403 : 200);
  }
}

/** The customer page's forms, by their intent: lock, verification, note, else a balance correction. */
export async function consoleCustomerAction(request: Request, context: AppLoadContext, customerId: string) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'lock' || intent === 'unlock') return lockAction(request, context, customerId, form);
  if (intent === 'verification') return verificationAction(request, context, customerId, form);
  if (intent === 'note') return noteAction(request, context, customerId, form);
  return correctionAction(request, context, customerId, form);
}

/** A balance correction with its reason (docs/decisions/233, 234): finance only, checked here and by the API. */
async function correctionAction(request: Request, context: AppLoadContext, customerId: string, form: FormData) {
  const { staff } = await requireConsoleStaff(request, context, 'corrections');
  // Only the typing is read here (dollars to cents); the rest is the call's own schema.
  const amount = minorUnitsOf(String(form.get('amount') ?? ''));
  if (amount === null) return answer({ error: 'Enter an amount such as 25.00 or -10.50 (not zero).', done: null });
  const checked = checkForm(balanceCorrectionRequestSchema, { amount, reason: String(form.get('reason') ?? '') });
  if (checked.errors) return refused(checked.errors);
  return attempt(async () => {
    const booked = await staff.requestBalanceCorrection(customerId, checked.data, {
      idempotencyKey: String(form.get('key') ?? crypto.randomUUID()),
    });
    return booked.status === 'pending'
      ? 'The correction is above the approval threshold: it waits for a second finance member.'
      : 'The correction is booked.';
  });
}

/** Support locks or unlocks the customer (docs/decisions/237); the API ends their sessions on a lock. */
async function lockAction(request: Request, context: AppLoadContext, customerId: string, form: FormData) {
  const { staff } = await requireConsoleStaff(request, context, 'customerLock');
  const locked = form.get('intent') === 'lock';
  const reason = String(form.get('reason') ?? '').trim();
  // A lock says why (the console's rule); the reason's shape is the call's own schema.
  if (locked && reason.length < 3) {
    return answer({ error: 'Give the reason for the lock (3 characters or more).', done: null });
  }
  const checked = checkForm(customerLockRequestSchema, locked ? { locked, reason } : { locked });
  if (checked.errors) return refused(checked.errors);
  return attempt(async () => {
    await staff.lockCustomer(customerId, checked.data);
    return locked ? 'The customer is locked and signed out.' : 'The customer is unlocked.';
  });
}

/** Support or finance record an identity check (docs/decisions/272); the API audits it. */
async function verificationAction(request: Request, context: AppLoadContext, customerId: string, form: FormData) {
  const { staff } = await requireConsoleStaff(request, context, 'customerVerification');
  const documentType = String(form.get('documentType') ?? '');
  const checked = checkForm(customerVerificationRequestSchema, {
    status: String(form.get('status') ?? ''),
    reason: String(form.get('reason') ?? ''),
    ...(documentType ? { documentType } : {}),
  });
  if (checked.errors) return refused(checked.errors);
  return attempt(async () => {
    await staff.setCustomerVerification(customerId, checked.data);
    return 'The verification status is saved.';
  });
}

/** A staff note on the customer (docs/decisions/273): added, never edited. */
async function noteAction(request: Request, context: AppLoadContext, customerId: string, form: FormData) {
  const { staff } = await requireConsoleStaff(request, context, 'customerNotes');
  const checked = checkForm(customerNoteRequestSchema, { body: String(form.get('body') ?? '') });
  if (checked.errors) return refused(checked.errors);
  return attempt(async () => {
    await staff.addCustomerNote(customerId, checked.data);
    return 'The note is added.';
  });
}
