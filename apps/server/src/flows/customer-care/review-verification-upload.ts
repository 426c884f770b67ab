import type { CustomerVerification, ManualReviewRequest, ManualUpload } from '@drawline/contracts';
import type { ActingStaff } from '../../modules/staff';
import type { CustomerCareDeps } from './customer-care.deps';

/**
 * Support or finance approve or reject a customer's manual upload (decision 466): the upload is
 * decided once, the customer's verification becomes verified or failed with the reason (the
 * customer reads it on their pages and in the notifications feed), and the audit row commits with
 * both.
 */
export async function reviewVerificationUpload(
  deps: CustomerCareDeps,
  actor: ActingStaff & { staffId: string },
  input: ManualReviewRequest & { uploadId: string },
): Promise<{ upload: ManualUpload; verification: CustomerVerification }> {
  return deps.db.transaction(async (tx) => {
    const { upload, verification } = await deps.verification.decideUpload(tx, {
      uploadId: input.uploadId,
      decision: input.decision,
      documentType: input.documentType,
      reason: input.reason,
      staffId: actor.staffId,
    });
    await deps.audit.recordAudit(tx, {
      actor,
      action: `customer.verification_upload.${input.decision}`,
      subjectType: 'customer',
      subjectId: upload.customerId,
      before: { upload: upload.before, verification: verification.before },
      after: { upload: upload.after, verification: verification.after },
    });
    return { upload: upload.after, verification: verification.after };
  });
}

/** Staff opened a customer's document: who looked, and when, is in the audit log (decision 466). */
export async function openVerificationDocument(
  deps: CustomerCareDeps,
  actor: ActingStaff,
  input: { uploadId: string; documentId: string },
) {
  const document = await deps.verification.openDocument(input.uploadId, input.documentId);
  await deps.db.transaction((tx) =>
    deps.audit.recordAudit(tx, {
      actor,
      action: 'customer.verification_document.view',
      subjectType: 'customer',
      subjectId: document.customerId,
      before: null,
      after: { uploadId: input.uploadId, documentId: input.documentId },
    }),
  );
  return { bytes: document.bytes, contentType: document.contentType };
}
