/**
 * /my-account/verify-account (issue 29; decisions 404, 440): the signed-in customer's identity
 * verification from GET /customer, and the driver licence check through the pages' port (POST
 * /customer/verification/licence). A plain form post that works without scripts.
 */
import type { Customer } from '@drawline/contracts';
import { type AppLoadContext, data, redirect, redirectDocument } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, text } from '../../lib/form-errors';

export type VerifyAccountPageData = Pick<Customer, 'isVerified' | 'verification' | 'verificationRules'> & {
  firstname: string;
  lastname: string;
  /** What came of the customer's return from ConnectID (decision 442), when they just came back. */
  connectId: ConnectIdReturn | null;
};

const connectIdReturns = ['done', 'cancelled', 'invalid', 'expired', 'limit', 'verified'] as const;
export type ConnectIdReturn = (typeof connectIdReturns)[number];
const PAGE = '/my-account/verify-account';

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
  const asked = new URL(request.url).searchParams.get('connectid');
  const connectId = connectIdReturns.find((r) => r === asked) ?? null;
  return { isVerified, verification, verificationRules, firstname, lastname, connectId };
}

/**
 * The customer back from ConnectID with `code` and `state` (or `error` when they cancelled): the
 * callback checks and records it (decision 442), then the page is shown again without them, so a
 * reload does not send the spent state twice.
 */
async function finishConnectId(request: Request, context: AppLoadContext, url: URL) {
  const session = apiSession(request, context);
  const code = url.searchParams.get('code') ?? '';
  const state = url.searchParams.get('state') ?? '';
  let outcome: ConnectIdReturn = 'done';
  if (url.searchParams.has('error')) outcome = 'cancelled';
  else {
    try {
      await session.platform.finishConnectId({ code, state });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      outcome =
        error.code === 'token_expired'
          ? 'expired'
          : error.code === 'verification_attempts_exceeded'
            ? 'limit'
            : error.code === 'conflict'
              ? 'verified'
              : 'invalid';
    }
  }
  return redirect(`${PAGE}?connectid=${outcome}`, { headers: session.headers() });
}

export async function loadVerifyAccount(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  if (url.searchParams.has('state')) {
    await requireCustomer(request, context);
    return finishConnectId(request, context, url);
  }
  const page = await pageData(request, context);
  return data(page, { headers: apiSession(request, context).headers() });
}

export async function verifyAccountAction(request: Request, context: AppLoadContext) {
  await pageData(request, context);
  const session = apiSession(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'connectid') {
    try {
      const { redirectUrl } = await session.platform.startConnectId();
      // The provider's page is not one of the shop's routes: the browser loads it as a document.
      return redirectDocument(redirectUrl, { headers: session.headers() });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      return data<VerifyAccountActionData>(
        { errors: formErrorsOf(error), values: {} },
        { status: error.status, headers: session.headers() },
      );
    }
  }
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
