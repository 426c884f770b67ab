import type { CustomerVerification, CustomerVerificationRequest } from '@drawline/contracts';
import { customerForStaff } from '../../modules/identity';
import type { ActingStaff } from '../../modules/staff';
import type { CustomerCareDeps } from './customer-care.deps';

/**
 * Support or finance record the outcome of a customer's identity check (docs/decisions/272): the
 * status, the document looked at and why; the change and its audit row commit together.
 */
export async function setCustomerVerification(
  deps: CustomerCareDeps,
  actor: ActingStaff & { staffId: string },
  input: CustomerVerificationRequest & { customerId: string },
): Promise<CustomerVerification> {
  return deps.db.transaction(async (tx) => {
    await customerForStaff(tx, input.customerId); // 404 for a customer who does not exist
    const { before, after } = await deps.verification.setVerification(tx, { ...input, staffId: actor.staffId });
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'customer.verification',
      subjectType: 'customer',
      subjectId: input.customerId,
      before,
      after,
    });
    return after;
  });
}
