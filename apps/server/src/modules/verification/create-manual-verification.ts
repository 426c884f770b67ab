import type {
  CustomerVerification,
  ManualUpload,
  ManualUploadStatus,
  ManualVerificationKind,
  VerificationDocumentType,
  VerificationStatus,
} from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import { autoVerify } from './auto-verify';
import type { IdentityProvider } from './identity-provider';
import {
  type DocumentSealer,
  decideUpload,
  deleteExpiredDocuments,
  latestUpload,
  openDocument,
  uploadDocuments,
  uploadsForReview,
} from './manual-uploads';
import type { AccountHolder } from './verify-licence';

type SetVerification = (
  tx: Tx,
  input: {
    customerId: string;
    status: VerificationStatus;
    documentType?: VerificationDocumentType;
    reason: string;
    staffId: string;
  },
) => Promise<{ before: CustomerVerification; after: CustomerVerification }>;

/**
 * The customer's manual verification and the provider's automatic check (decisions 465-467): the
 * uploads, staff's queue and decision, the retention job's deletion, and POST /customer/verify.
 */
export function createManualVerification(deps: {
  db: Db;
  clock: Clock;
  random: { uuid(): string };
  provider: IdentityProvider | null;
  sealer?: DocumentSealer;
  verificationOf(customerId: string, conn?: Db | Tx): Promise<CustomerVerification>;
  setVerification: SetVerification;
}) {
  return {
    /** Whether the shop can keep uploads at all (a key to seal them with). */
    offersUploads: () => deps.sealer !== undefined,
    offersAutoVerification: () => deps.provider?.checkIdentity !== undefined,

    /** POST /customer/verification: the files kept sealed, pending staff's review (decision 466). */
    uploadDocuments: (customerId: string, kind: ManualVerificationKind, files: readonly Buffer[]) =>
      uploadDocuments(deps, customerId, kind, files),

    /** The customer's latest upload (the manual verification page). */
    latestUpload: (customerId: string): Promise<ManualUpload | null> => latestUpload(deps.db, customerId),

    /** Staff's queue: uploads of one status (pending oldest first). */
    uploadsForReview: (status: ManualUploadStatus, limit = 50) => uploadsForReview(deps.db, status, limit),

    /** One document's bytes for the staff route. */
    openDocument: (uploadId: string, documentId: string) => openDocument(deps, uploadId, documentId),

    /**
     * Staff approve or reject an upload in the caller's transaction (the flow audits beside it): the
     * upload decided once, and the customer's verification set to verified or failed with the reason.
     */
    async decideUpload(
      tx: Tx,
      input: {
        uploadId: string;
        decision: 'approve' | 'reject';
        documentType: VerificationDocumentType;
        reason: string;
        staffId: string;
      },
    ) {
      const upload = await decideUpload(tx, deps.clock.now(), input);
      // A customer verified meanwhile (a licence check) stays verified when their upload is rejected.
      const current = await deps.verificationOf(upload.customerId, tx);
      if (input.decision === 'reject' && current.status === 'verified') {
        return { upload, verification: { before: current, after: current } };
      }
      const verification = await deps.setVerification(tx, {
        customerId: upload.customerId,
        status: input.decision === 'approve' ? 'verified' : 'failed',
        documentType: input.documentType,
        reason: input.reason,
        staffId: input.staffId,
      });
      return { upload, verification };
    },

    /** The retention job's work (decision 467): documents of uploads decided `days` ago deleted. */
    deleteExpiredDocuments: (days: number) => deleteExpiredDocuments(deps, days),

    /** POST /customer/verify (decision 465): the provider's automatic check of the account's details. */
    autoVerify(customerId: string, holder: AccountHolder) {
      if (!deps.provider) throw new AppError('not_found', { message: 'Automatic verification is not available.' });
      return autoVerify({ ...deps, provider: deps.provider }, customerId, holder);
    },
  };
}
