/**
 * /my-account/verify-account (issue 29; decisions 404, 440): the signed-in customer's identity
 * verification from GET /customer, and the driver licence check through the pages' port (POST
 * /customer/verification/licence). A plain form post that works without scripts.
 */
import type { Customer } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, text } from '../../lib/form-errors';

export type VerifyAccountPageData = Pick<Customer, 'isVerified' | 'verification' | 'verificationRules'> & {
  firstname: string;
  lastname: string;
};

export interface VerifyAccountActionData {
  errors: FormErrors;
  /** What was typed, so a refused form shows it again. */
  values: Record<string, string>;
}

async function pageData(request: Request, context: AppLoadContext): Promise<VerifyAccountPageData> {
  const [customer] = await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.verification),
  ]);
  const { isVerified, verification, verificationRules, firstname, lastname } = customer;
  return { isVerified, verification, verificationRules, firstname, lastname };
}

export async function loadVerifyAccount(request: Request, context: AppLoadContext) {
  const page = await pageData(request, context);
  return data(page, { headers: apiSession(request, context).headers() });
}

export async function verifyAccountAction(request: Request, context: AppLoadContext) {
  await pageData(request, context);
  const session = apiSession(request, context);
  const form = await request.formData();
  const values = {
    licenceNumber: text(form, 'licenceNumber'),
    state: text(form, 'state'),
    cardNumber: text(form, 'cardNumber'),
  };
  try {
    await session.platform.verifyByLicence({
      licenceNumber: values.licenceNumber,
      // The server refuses a state it does not know, with the field's message.
      state: values.state as never,
      ...(values.cardNumber ? { cardNumber: values.cardNumber } : {}),
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data<VerifyAccountActionData>(
      { errors: formErrorsOf(error), values },
      { status: error.status, headers: session.headers() },
    );
  }
  // The page's loader shows the outcome (verified, or failed with the provider's reason).
  return data<VerifyAccountActionData>({ errors: {}, values: {} }, { headers: session.headers() });
}
