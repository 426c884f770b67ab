import { confirmAddressFormSchema, fieldErrors } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { type FormErrors, formErrorsOf, text } from '../../lib/form-errors';
import { addressFieldsOf, addressFromForm } from './address-fields';

export interface ConfirmationActionData {
  ok?: boolean;
  confirmed?: 'address' | 'email-link-sent';
  errors?: FormErrors;
}

/**
 * The banner's Confirm (3-account.md §4): PATCH /customer/confirm-address, with a corrected
 * address when one is given, or PATCH /customer/confirm-email-address without a token, which
 * emails a new confirmation link.
 */
export async function confirmationAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
): Promise<ConfirmationActionData> {
  const { platform } = apiSession(request, context);
  try {
    if (text(form, 'intent') === 'confirm-email') {
      await platform.confirmEmail({});
      return { ok: true, confirmed: 'email-link-sent' };
    }
    const address = addressFromForm(form);
    if (form.has('address.address')) {
      const errors = fieldErrors(confirmAddressFormSchema, { address: addressFieldsOf(form) });
      if (Object.keys(errors).length) return { errors };
    }
    await platform.confirmAddress(address ? { address } : {});
    return { ok: true, confirmed: 'address' };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { errors: formErrorsOf(error) };
    throw error;
  }
}
