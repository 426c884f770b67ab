/**
 * /my-account/manual-verification (issue 29; decision 466): the signed-in customer's manual ID
 * check, read from GET /customer's verification (photo_id_upload and pdf_form statuses, the last
 * decision's reason). The files themselves go to POST /customer/verification from the browser.
 */
import type { Customer, VerificationMethodStatus } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';

export interface ManualVerificationPageData {
  isVerified: boolean;
  /** The customer's status: failed carries the reason staff (or the provider) gave. */
  verification: Pick<Customer['verification'], 'status' | 'reason'>;
  photoId: VerificationMethodStatus;
  pdfForm: VerificationMethodStatus;
}

export async function loadManualVerification(
  request: Request,
  context: AppLoadContext,
): Promise<ManualVerificationPageData> {
  const [customer] = await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.verification),
  ]);
  const statusOf = (type: string) => customer.verification.methods.find((m) => m.type === type)?.status ?? 'disabled';
  return {
    isVerified: customer.isVerified,
    verification: { status: customer.verification.status, reason: customer.verification.reason },
    photoId: statusOf('photo_id_upload'),
    pdfForm: statusOf('pdf_form'),
  };
}
