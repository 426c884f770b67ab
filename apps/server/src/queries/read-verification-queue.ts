import type { ManualReviewItem, ManualUploadStatus } from '@drawline/contracts';
import type { Db } from '../db/client';
import { customerForStaff } from '../modules/identity';
import type { Verification } from '../modules/verification';

/**
 * Support's and finance's queue of manual verification uploads (decision 466): each upload
 * (verification) with whose it is (identity: the name and date of birth to compare with the
 * document), never the documents' bytes.
 */
export async function readVerificationQueue(
  deps: { db: Db; verification: Pick<Verification, 'uploadsForReview'> },
  status: ManualUploadStatus,
): Promise<ManualReviewItem[]> {
  const uploads = await deps.verification.uploadsForReview(status);
  return Promise.all(
    uploads.map(async ({ upload, documents }) => {
      const customer = await customerForStaff(deps.db, upload.customerId);
      return {
        uploadId: upload.id,
        kind: upload.kind as ManualReviewItem['kind'],
        status: upload.status as ManualUploadStatus,
        reason: upload.reason,
        fileCount: documents.length,
        uploadedAt: upload.uploadedAt.toISOString(),
        reviewedAt: upload.reviewedAt?.toISOString() ?? null,
        reviewedBy: upload.reviewedBy,
        documentsDeletedAt: upload.documentsDeletedAt?.toISOString() ?? null,
        customerId: upload.customerId,
        customerName: `${customer.firstname} ${customer.lastname}`,
        email: customer.email,
        dateOfBirth: customer.dateOfBirth,
        documents,
      };
    }),
  );
}
