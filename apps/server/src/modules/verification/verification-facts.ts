import type { CustomerVerification, ManualUpload } from '@drawline/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { manualUploadOf } from './manual-uploads';
import {
  customerVerifications,
  verificationAttempts,
  verificationDocuments,
  verificationUploads,
} from './verification.tables';
import { verificationOfRow } from './verification-record';

/** What GET /customer's verification state is made of (verification-state.ts). */
export interface VerificationFacts {
  current: CustomerVerification;
  /** The licence checks made, and whether one of them was the automatic check. */
  attempts: { made: number; autoMade: boolean };
  /** The newest manual upload, with its file count. */
  latest: ManualUpload | null;
}

/**
 * The customer's verification, their attempts and their newest upload in one statement (every
 * signed-in page reads them with GET /customer: docs/decisions/509), each as its own read answers
 * it: readVerification, attemptsSummary and latestUpload.
 */
export async function readVerificationFacts(conn: Db | Tx, customerId: string): Promise<VerificationFacts> {
  const newestUpload = sql`(select ${verificationUploads.id} from ${verificationUploads}
    where ${verificationUploads.customerId} = ${customerId}
    order by ${verificationUploads.uploadedAt} desc, ${verificationUploads.id} desc limit 1)`;
  const attempts = sql`from ${verificationAttempts} where ${verificationAttempts.customerId} = ${customerId}`;
  const [row] = await conn
    .select({
      verification: customerVerifications,
      upload: verificationUploads,
      files: sql<number>`(select count(*)::int from ${verificationDocuments}
        where ${verificationDocuments.uploadId} = ${verificationUploads.id})`,
      made: sql<number>`(select count(*)::int ${attempts})`,
      autoMade: sql<boolean>`(select coalesce(bool_or(${verificationAttempts.method} = 'auto_verification'), false) ${attempts})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(customerVerifications, eq(customerVerifications.customerId, customerId))
    .leftJoin(verificationUploads, eq(verificationUploads.id, newestUpload));
  return {
    current: verificationOfRow(row?.verification),
    attempts: { made: row?.made ?? 0, autoMade: row?.autoMade === true },
    latest: row?.upload ? manualUploadOf(row.upload, row.files ?? 0) : null,
  };
}
