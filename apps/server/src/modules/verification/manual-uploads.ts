import type {
  CustomerVerification,
  ManualUpload,
  ManualUploadStatus,
  ManualUploadType,
  ManualVerificationKind,
} from '@drawline/contracts';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import { type CheckedDocument, checkDocuments } from './manual-documents';
import { verificationDocuments, verificationUploads } from './verification.tables';

/** Seals and opens the documents at rest (modules/credentials: AES-256-GCM under the server's key). */
export interface DocumentSealer {
  encrypt(plain: string): Promise<string>;
  decrypt(box: string): Promise<string>;
}

export interface ManualUploadDeps {
  db: Db;
  clock: Clock;
  random: { uuid(): string };
  sealer?: DocumentSealer;
  verificationOf(customerId: string, conn?: Db | Tx): Promise<CustomerVerification>;
}

type UploadRow = typeof verificationUploads.$inferSelect;

export const manualUploadOf = (row: UploadRow, fileCount: number): ManualUpload => ({
  uploadId: row.id,
  kind: row.kind as ManualVerificationKind,
  status: row.status as ManualUploadStatus,
  reason: row.status === 'rejected' ? row.reason : null,
  fileCount,
  uploadedAt: row.uploadedAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

const needsSealer = (deps: ManualUploadDeps) => {
  if (!deps.sealer) throw new AppError('not_found', { message: 'Uploading documents is not available.' });
  return deps.sealer;
};

async function countFiles(conn: Db | Tx, uploadIds: string[]): Promise<Map<string, number>> {
  if (uploadIds.length === 0) return new Map();
  const rows = await conn
    .select({ uploadId: verificationDocuments.uploadId, n: sql<number>`count(*)::int` })
    .from(verificationDocuments)
    .where(inArray(verificationDocuments.uploadId, uploadIds))
    .groupBy(verificationDocuments.uploadId);
  return new Map(rows.map((r) => [r.uploadId, r.n]));
}

/**
 * POST /customer/verification (decision 466): the files checked by their bytes, sealed, and kept
 * with a pending upload in one transaction, under the customer's verification lock: a verified
 * customer or one with an upload already waiting is refused (409) and nothing is kept.
 */
export async function uploadDocuments(
  deps: ManualUploadDeps,
  customerId: string,
  kind: ManualVerificationKind,
  files: readonly Buffer[],
): Promise<ManualUpload> {
  const sealer = needsSealer(deps);
  const checked = await checkDocuments(files);
  const sealed = await Promise.all(
    checked.map(async (doc: CheckedDocument) => ({ ...doc, box: await sealer.encrypt(doc.bytes.toString('base64')) })),
  );
  const uploadId = deps.random.uuid();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${customerId}`}))`);
    if ((await deps.verificationOf(customerId, tx)).status === 'verified') {
      throw new AppError('conflict', { message: 'Your identity is already verified.' });
    }
    const [waiting] = await tx
      .select({ id: verificationUploads.id })
      .from(verificationUploads)
      .where(and(eq(verificationUploads.customerId, customerId), eq(verificationUploads.status, 'pending')));
    if (waiting) {
      throw new AppError('conflict', { message: 'Your documents are already waiting for our team to check them.' });
    }
    const [row] = await tx
      .insert(verificationUploads)
      .values({ id: uploadId, customerId, kind, status: 'pending', uploadedAt: now })
      .returning();
    await tx.insert(verificationDocuments).values(
      sealed.map((doc, position) => ({
        id: deps.random.uuid(),
        uploadId,
        position,
        contentType: doc.contentType,
        size: doc.bytes.length,
        sealed: doc.box,
      })),
    );
    return manualUploadOf(row!, sealed.length);
  });
}

/** The customer's latest upload, or null (the manual verification page's state). */
export async function latestUpload(conn: Db | Tx, customerId: string): Promise<ManualUpload | null> {
  const [row] = await conn
    .select()
    .from(verificationUploads)
    .where(eq(verificationUploads.customerId, customerId))
    .orderBy(desc(verificationUploads.uploadedAt), desc(verificationUploads.id))
    .limit(1);
  if (!row) return null;
  return manualUploadOf(row, (await countFiles(conn, [row.id])).get(row.id) ?? 0);
}

export interface ReviewUpload {
  upload: UploadRow;
  documents: { documentId: string; contentType: ManualUploadType; size: number }[];
}

/** Uploads in staff's queue: pending ones oldest first, or decided ones newest first. */
export async function uploadsForReview(
  conn: Db | Tx,
  status: ManualUploadStatus,
  limit: number,
): Promise<ReviewUpload[]> {
  const rows = await conn
    .select()
    .from(verificationUploads)
    .where(eq(verificationUploads.status, status))
    .orderBy(status === 'pending' ? asc(verificationUploads.uploadedAt) : desc(verificationUploads.reviewedAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const docs = await conn
    .select({
      uploadId: verificationDocuments.uploadId,
      documentId: verificationDocuments.id,
      contentType: verificationDocuments.contentType,
      size: verificationDocuments.size,
    })
    .from(verificationDocuments)
    .where(
      inArray(
        verificationDocuments.uploadId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(verificationDocuments.position));
  return rows.map((upload) => ({
    upload,
    documents: docs
      .filter((d) => d.uploadId === upload.id)
      .map((d) => ({ documentId: d.documentId, contentType: d.contentType as ManualUploadType, size: d.size })),
  }));
}

/** One document's bytes for staff (the authenticated console route only); 404 once deleted or unknown. */
export async function openDocument(
  deps: ManualUploadDeps,
  uploadId: string,
  documentId: string,
): Promise<{ bytes: Buffer; contentType: ManualUploadType; customerId: string }> {
  const sealer = needsSealer(deps);
  const [row] = await deps.db
    .select({
      sealed: verificationDocuments.sealed,
      contentType: verificationDocuments.contentType,
      customerId: verificationUploads.customerId,
    })
    .from(verificationDocuments)
    .innerJoin(verificationUploads, eq(verificationUploads.id, verificationDocuments.uploadId))
    .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.uploadId, uploadId)));
  if (!row) throw new AppError('not_found', { message: 'No such document (it may have been deleted).' });
  return {
    bytes: Buffer.from(await sealer.decrypt(row.sealed), 'base64'),
    contentType: row.contentType as ManualUploadType,
    customerId: row.customerId,
  };
}

/**
 * Staff's decision on a pending upload, in the caller's transaction (the flow writes the audit row
 * and the customer's verification beside it): a conditional update, so an upload is decided once
 * (409 for a second decision, also when two staff members decide at once).
 */
export async function decideUpload(
  tx: Tx,
  now: Date,
  input: { uploadId: string; decision: 'approve' | 'reject'; reason: string; staffId: string },
): Promise<{ before: ManualUpload; after: ManualUpload; customerId: string }> {
  const [current] = await tx.select().from(verificationUploads).where(eq(verificationUploads.id, input.uploadId));
  if (!current) throw new AppError('not_found', { message: 'No upload has this id.' });
  const [row] = await tx
    .update(verificationUploads)
    .set({
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      reason: input.reason,
      reviewedBy: input.staffId,
      reviewedAt: now,
    })
    .where(and(eq(verificationUploads.id, input.uploadId), eq(verificationUploads.status, 'pending')))
    .returning();
  if (!row) throw new AppError('conflict', { message: 'This upload has already been decided.' });
  const files = (await countFiles(tx, [row.id])).get(row.id) ?? 0;
  return { before: manualUploadOf(current, files), after: manualUploadOf(row, files), customerId: row.customerId };
}

/**
 * The retention job (decision 467): the documents of uploads decided more than `retentionDays`
 * ago are deleted; the upload's record and decision stay. Answers how many uploads were cleared.
 */
export async function deleteExpiredDocuments(deps: { db: Db; clock: Clock }, retentionDays: number): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - retentionDays * 86_400_000);
  return deps.db.transaction(async (tx) => {
    const expired = await tx
      .update(verificationUploads)
      .set({ documentsDeletedAt: deps.clock.now() })
      .where(and(isNull(verificationUploads.documentsDeletedAt), lt(verificationUploads.reviewedAt, cutoff)))
      .returning({ id: verificationUploads.id });
    if (expired.length === 0) return 0;
    await tx.delete(verificationDocuments).where(
      inArray(
        verificationDocuments.uploadId,
        expired.map((e) => e.id),
      ),
    );
    return expired.length;
  });
}
