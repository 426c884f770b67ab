import {
  consoleRoles,
  customerVerificationSchema,
  manualReviewItemSchema,
  manualReviewRequestSchema,
  manualUploadSchema,
  manualUploadStatuses,
  type StaffVerificationPort,
} from '@drawline/contracts';
import { z } from 'zod';
import type { CustomerCareDeps } from '../flows/customer-care/customer-care.deps';
import { openVerificationDocument, reviewVerificationUpload } from '../flows/customer-care/review-verification-upload';
import { readVerificationQueue } from '../queries/read-verification-queue';
import { parseInput } from './port-refusal';
import type { StaffKit } from './staff-kit';

const id = z.string().min(1).max(100);

/**
 * The console's manual verification queue (decision 466): what GET and POST
 * /staff/api/verification-uploads run, for support and finance, each opening and decision audited.
 */
export function staffVerificationCalls(deps: CustomerCareDeps, { may, acting }: StaffKit): StaffVerificationPort {
  return {
    verificationUploads: async (status = 'pending') => {
      await may(consoleRoles.customerVerification);
      const asked = parseInput(z.enum(manualUploadStatuses), status);
      return z.array(manualReviewItemSchema).parse(await readVerificationQueue(deps, asked));
    },
    verificationDocument: async (uploadId, documentId) => {
      const by = acting(await may(consoleRoles.customerVerification));
      const params = parseInput(z.object({ uploadId: id, documentId: id }), { uploadId, documentId });
      const document = await openVerificationDocument(deps, by, params);
      return { bytes: new Uint8Array(document.bytes), contentType: document.contentType };
    },
    reviewVerificationUpload: async (uploadId, body) => {
      const staff = await may(consoleRoles.customerVerification);
      const params = parseInput(z.object({ uploadId: id }), { uploadId });
      const asked = parseInput(manualReviewRequestSchema, body);
      const answer = await reviewVerificationUpload(
        deps,
        { ...acting(staff), staffId: staff.staffId },
        { ...asked, uploadId: params.uploadId },
      );
      return z.object({ upload: manualUploadSchema, verification: customerVerificationSchema }).parse(answer);
    },
  };
}
