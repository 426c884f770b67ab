import type { Deposit, DirectDebitMandate } from '@drawline/contracts';
import { directDebitAgreementVersion, formatMoney } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { type FormErrors, formErrorsOf } from '../../lib/form-errors';
import { newDepositKey } from './funds.server';

/** Direct debit on the deposit page (decisions 522, 524): the active request, if any, and the latest deposits. */
export interface OfferedDirectDebit {
  mandate: DirectDebitMandate | null;
  deposits: Deposit[];
  idempotencyKey: string;
}

/** What the panel's forms answer: what was done, or the call's refusal by field. */
export interface DirectDebitAnswer {
  done: string | null;
  errors: FormErrors;
}

/** Direct debit where the shop takes it for this wallet (409 where off: the page offers the other ways), else null. */
export async function offeredDirectDebit(
  request: Request,
  context: AppLoadContext,
): Promise<OfferedDirectDebit | null> {
  const { platform } = apiSession(request, context);
  let deposits: Deposit[];
  try {
    deposits = await platform.directDebitDeposits();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
  const mandate = await platform.directDebitMandate().catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  return { mandate, deposits, idempotencyKey: newDepositKey() };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * The panel's forms (intent): the Direct Debit Request set up with the service agreement agreed
 * to (`mandate`), cancelled (`cancel`), or a deposit asked for (`deposit`, with its key).
 */
export async function directDebitAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const session = apiSession(request, context);
  const answer = (done: string | null, errors: FormErrors = {}) =>
    data<DirectDebitAnswer>({ done, errors }, { headers: session.headers() });
  try {
    switch (form.get('intent')) {
      case 'mandate':
        await session.platform.saveDirectDebitMandate({
          accountName: text(form, 'accountName'),
          bsb: text(form, 'bsb'),
          accountNumber: text(form, 'accountNumber'),
          agreementVersion: text(form, 'agreementVersion') || directDebitAgreementVersion,
          agreed: (form.get('agreed') === 'on') as true,
        });
        return answer('Your direct debit request is set up: you can now deposit from your bank account.');
      case 'cancel':
        await session.platform.cancelDirectDebitMandate();
        return answer('Your direct debit request is cancelled: nothing more will be collected under it.');
      case 'deposit': {
        const deposit = await session.platform.directDebitDeposit(
          { amount: text(form, 'amount') },
          { idempotencyKey: text(form, 'idempotencyKey') },
        );
        return answer(
          `Your deposit of ${formatMoney(deposit.amount)} is waiting: we collect from your account in 1 to 3 business days; the money is yours to spend once collected.`,
        );
      }
      default:
        return answer(null, { general: 'Choose what to do.' });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return answer(null, formErrorsOf(error));
    throw error;
  }
}
