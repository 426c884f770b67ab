/**
 * The withdraw pages' data and forms (3-account.md §2, §7; docs/decisions/184-186): a signed-in
 * customer with the wallet withdrawal capability (else login, or the 404 page). Adding a bank
 * account and requesting a withdrawal are plain form posts that work without scripts.
 */
import { randomUUID } from 'node:crypto';
import {
  addBankAccountBodySchema,
  type BankAccount,
  bankAccountFormField,
  checkForm,
  type DonationCause,
  fieldErrors,
  IDEMPOTENCY_KEY_PATTERN,
  type Money,
  type Withdrawal,
  withdrawBodySchema,
} from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { type ApiSession, apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, hasErrors, text } from '../../lib/form-errors';
import { notFound, orNotFound as or404 } from '../../lib/not-found';
import { type ElevatedActionData, RESEND_FIELD } from '../two-factor';
import { withElevation } from '../two-factor/index.server';
import { withdrawalDetailsPath } from './paths';

export const INTENT_FIELD = 'intent';
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';

async function gate(request: Request, context: AppLoadContext): Promise<ApiSession> {
  await Promise.all([requireCustomer(request, context), requireCapabilities(request, context, routeNeeds.withdraw)]);
  return apiSession(request, context);
}

/** The add form's account type for a PayPal email (decision 489). */
export const PAYPAL_FORM_TYPE = 'paypal';

/** The add form's account type for a Wise email (decision 531). */
export const WISE_FORM_TYPE = 'wise';

/** Whether PayPal, Wise and donations are withdrawal methods here (GET /payment_methods, funds.withdraw). */
async function emailPayoutsOffered(session: ApiSession): Promise<{ payPal: boolean; wise: boolean; donate: boolean }> {
  const methods = await session.platform.paymentMethods({ filter: 'funds.withdraw' });
  const has = (code: string) => methods.some((m) => !('attributes' in m) && m.code === code);
  return { payPal: has('pl'), wise: has('tw'), donate: has('do') };
}

/** A key for one withdrawal attempt: a re-sent form sends the same one, so the money moves once. */
export const newAttemptKey = () => randomUUID();

export interface WithdrawPageData {
  withdrawable: Money | null;
  bankAccounts: BankAccount[];
  /** Hours a newly added bank account waits before its first withdrawal. */
  newAccountWaitHours: number;
  /** PayPal is offered beside bank transfer: a PayPal email can be added (decision 489). */
  payPal: boolean;
  /** Wise is offered: a Wise account's email can be added (decision 531). */
  wise: boolean;
  /** The causes a donation can go to now, where donations are offered (decision 532); else none. */
  donationCauses: DonationCause[];
  withdrawals: Withdrawal[];
  idempotencyKey: string;
  /** The donate form's own attempt key, apart from the withdraw form's. */
  donateKey: string;
  /** The shop asks for ID verification before withdrawing, and the customer is not verified (decision 440). */
  verifyFirst: boolean;
}

/** /my-account/withdraw: withdrawable funds, the bank accounts, recent withdrawals. */
export async function loadWithdrawPage(request: Request, context: AppLoadContext) {
  const session = await gate(request, context);
  const customer = await requireCustomer(request, context);
  const [withdrawable, bankAccounts, newAccountWaitHours, withdrawals, offered] = await Promise.all([
    session.platform.withdrawableFunds(),
    session.platform.bankAccounts(),
    session.platform.newBankAccountWaitHours(),
    session.platform.withdrawals({ limit: '5' }),
    emailPayoutsOffered(session),
  ]);
  const { donate, ...emailPayouts } = offered;
  const page: WithdrawPageData = {
    withdrawable,
    bankAccounts,
    newAccountWaitHours,
    ...emailPayouts,
    donationCauses: donate ? await session.platform.donationCauses() : [],
    withdrawals,
    idempotencyKey: newAttemptKey(),
    donateKey: newAttemptKey(),
    verifyFirst: customer.verificationRules.withdrawalRequiresVerification && !customer.isVerified,
  };
  return { page, headers: session.headers() };
}

/**
 * What the withdraw page's forms answer. Both are money leaving the account: with two-factor on
 * the answer may be the elevation modal's prompt (`elevation`), and the form replays with the code
 * (docs/decisions/063, 346).
 */
export type WithdrawActionData = ElevatedActionData &
  (
    | {
        intent: 'add-bank-account';
        ok: boolean;
        errors: FormErrors;
        values: Record<string, string>;
        idempotencyKey: string;
      }
    | {
        intent: 'withdraw' | 'donate';
        ok: false;
        errors: FormErrors;
        values: Record<string, string>;
        idempotencyKey: string;
      }
  );

/** A page request's parts that an elevated call needs (withElevation). */
interface Asked {
  request: Request;
  context: AppLoadContext;
  form: FormData;
}

/** The form's names for the server's fields (3-account.md §5: account_number, bsb, swift). */
function bankAccountErrors(errors: FormErrors): FormErrors {
  const out: FormErrors = {};
  for (const [name, message] of Object.entries(errors)) out[bankAccountFormField(name)] ??= message;
  return out;
}

async function addBankAccount({ request, context, form }: Asked): Promise<WithdrawActionData> {
  const values = {
    type: text(form, 'type'),
    accountName: text(form, 'accountName'),
    accountNumber: text(form, 'accountNumber'),
    bankCode: text(form, 'bankCode'),
  };
  // The form's `paypal` and `wise` types are an email: code pl or tw, bank type payid_email (decisions 489, 531).
  const emailCode = { [PAYPAL_FORM_TYPE]: 'pl', [WISE_FORM_TYPE]: 'tw' }[values.type];
  const body = {
    code: emailCode ?? 'tt',
    ...values,
    type: emailCode ? 'payid_email' : values.type,
    bankCode: values.bankCode || undefined,
  };
  const fail = (errors: FormErrors) => ({
    intent: 'add-bank-account' as const,
    ok: false,
    errors: bankAccountErrors(errors),
    values,
    idempotencyKey: newAttemptKey(),
  });
  const checked = checkForm(addBankAccountBodySchema, body);
  if (checked.errors) return fail(checked.errors);
  const outcome = await withElevation(request, context, form, (platform, elevation) =>
    platform.addBankAccount(checked.data, elevation),
  );
  if (outcome.kind === 'elevation') return { ...fail({}), elevation: outcome.elevation };
  if (outcome.kind === 'failed') return fail(formErrorsOf(outcome.error));
  return { intent: 'add-bank-account', ok: true, errors: {}, values: {}, idempotencyKey: newAttemptKey() };
}

/**
 * The withdraw form's and the donate form's request (POST /funds/{id}/withdraw): to a kept account
 * with its code and bank type, or to a cause with `do` and none (decision 532).
 */
async function requestWithdrawal(session: ApiSession, { request, context, form }: Asked): Promise<WithdrawActionData> {
  const donating = text(form, INTENT_FIELD) === 'donate';
  const to = donating ? 'causeKey' : 'bankAccountId';
  const values: Record<string, string> = { [to]: text(form, to), amount: text(form, 'amount') };
  const key = text(form, IDEMPOTENCY_KEY_FIELD);
  const fail = (errors: FormErrors) => ({
    intent: donating ? ('donate' as const) : ('withdraw' as const),
    ok: false as const,
    errors,
    values,
    idempotencyKey: newAttemptKey(),
  });
  const chosen = await (donating ? causeTo : accountTo)(session, values[to] ?? '');
  if (!chosen) return fail({ [to]: 'This field is required' });
  const body = { amount: values.amount ?? '', ...chosen.body };
  const errors = form.has(RESEND_FIELD) ? {} : fieldErrors(withdrawBodySchema, body);
  if (hasErrors(errors)) return fail(errors);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return fail({ general: 'Please try again.' });
  const outcome = await withElevation(request, context, form, (platform, elevation) =>
    platform.requestWithdrawal(chosen.id, body, { idempotencyKey: key }, elevation),
  );
  // The attempt was not made: its replay with the code carries the same key.
  if (outcome.kind === 'elevation') return { ...fail({}), idempotencyKey: key, elevation: outcome.elevation };
  // A closed cause is refused on the path's id (decision 532): the form names it causeKey.
  if (outcome.kind === 'failed') return fail(renamed(formErrorsOf(outcome.error), donating));
  // 3-account.md §7: success goes to the withdrawal's detail page.
  throw redirect(withdrawalDetailsPath(outcome.result.withdrawId), { headers: session.headers() });
}

const renamed = ({ bankAccountId, ...rest }: FormErrors, donating: boolean): FormErrors =>
  bankAccountId ? { ...rest, [donating ? 'causeKey' : 'bankAccountId']: bankAccountId } : rest;

type Destination = { id: string; body: { code: BankAccount['code']; bankType?: BankAccount['bankType'] } };

async function accountTo(session: ApiSession, id: string): Promise<Destination | null> {
  const account = (await session.platform.bankAccounts()).find((a) => a.id === id);
  return account ? { id: account.id, body: { code: account.code, bankType: account.bankType } } : null;
}

async function causeTo(session: ApiSession, key: string): Promise<Destination | null> {
  const cause = (await session.platform.donationCauses()).find((c) => c.key === key);
  return cause ? { id: cause.key, body: { code: 'do' } } : null;
}

/** A refused form answers 400; one asking for the code (the modal opens) or done, 200. */
const statusOf = (answer: WithdrawActionData) => (answer.ok || answer.elevation ? 200 : 400);

export async function withdrawPageAction(request: Request, context: AppLoadContext) {
  const session = await gate(request, context);
  const form = await request.formData();
  const asked = { request, context, form };
  const answer =
    text(form, INTENT_FIELD) === 'add-bank-account'
      ? await addBankAccount(asked)
      : await requestWithdrawal(session, asked);
  return data(answer, { status: statusOf(answer), headers: session.headers() });
}

/**
 * The bank accounts section's add form on another page (/my-account/cards-and-accounts): that
 * route's action answers this when the form's intent is `add-bank-account`, and its loader reads
 * `loadBankAccounts`.
 */
export async function bankAccountAction(request: Request, context: AppLoadContext) {
  const session = await gate(request, context);
  const answer = await addBankAccount({ request, context, form: await request.formData() });
  return data(answer, { status: statusOf(answer), headers: session.headers() });
}

/** The customer's bank accounts, for a page that shows the bank accounts section. */
export async function loadBankAccounts(request: Request, context: AppLoadContext) {
  const session = await gate(request, context);
  const [bankAccounts, newAccountWaitHours, offered] = await Promise.all([
    session.platform.bankAccounts(),
    session.platform.newBankAccountWaitHours(),
    emailPayoutsOffered(session),
  ]);
  return { bankAccounts, newAccountWaitHours, ...offered, headers: session.headers() };
}

/** /my-account/withdraw/details/:withdrawID: one of the customer's withdrawals. */
export async function loadWithdrawal(request: Request, context: AppLoadContext, withdrawId: string | undefined) {
  const session = await gate(request, context);
  if (!withdrawId || withdrawId.length > 100) throw notFound();
  const withdrawal = await or404(session.platform.withdrawal(withdrawId));
  return { withdrawal, idempotencyKey: newAttemptKey(), headers: session.headers() };
}

/** /my-account/withdraw/summary/:transactionID: the withdrawal a transaction reserved. */
export async function loadWithdrawalSummary(
  request: Request,
  context: AppLoadContext,
  transactionId: string | undefined,
) {
  const session = await gate(request, context);
  if (!transactionId || transactionId.length > 100) throw notFound();
  const withdrawal = await or404(session.platform.withdrawalOfTransaction(transactionId));
  return { withdrawal, headers: session.headers() };
}

/** The details page's cancel button (while the withdrawal is requested). */
export async function cancelWithdrawalAction(
  request: Request,
  context: AppLoadContext,
  withdrawId: string | undefined,
) {
  const session = await gate(request, context);
  const form = await request.formData();
  const key = text(form, IDEMPOTENCY_KEY_FIELD);
  if (!withdrawId || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw notFound();
  try {
    await session.platform.cancelWithdrawal(withdrawId, { idempotencyKey: key });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.status === 404) throw notFound();
    return data(
      { error: error.message, idempotencyKey: newAttemptKey() },
      { status: error.status, headers: session.headers() },
    );
  }
  throw redirect(withdrawalDetailsPath(withdrawId), { headers: session.headers() });
}
