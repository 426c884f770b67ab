import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A customer's identity check as staff last set it (docs/decisions/272): one row per customer
 * checked; no row reads as unverified. Each change's before and after is in the audit log.
 */
export const customerVerifications = pgTable(
  'customer_verifications',
  {
    customerId: text('customer_id').primaryKey(),
    status: text('status').notNull(),
    /** The kind of document looked at; never its number or a copy. */
    documentType: text('document_type'),
    reason: text('reason').notNull(),
    checkedBy: text('checked_by').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('customer_verifications_status', sql`${t.status} in ('unverified', 'verified', 'failed')`),
    // A verified or failed check names the document it was made on.
    check('customer_verifications_document', sql`${t.status} = 'unverified' or ${t.documentType} is not null`),
  ],
);

/**
 * Each check the customer asked an identity provider for (decision 440): how many a customer has
 * made is the attempt limit's count. The outcome only; never the document's numbers.
 */
export const verificationAttempts = pgTable(
  'verification_attempts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    method: text('method').notNull(),
    outcome: text('outcome').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('verification_attempts_customer').on(t.customerId, t.method),
    check('verification_attempts_outcome', sql`${t.outcome} in ('verified', 'failed')`),
  ],
);

/**
 * A customer's manual verification upload (decision 466): pending until support or finance
 * approve or reject it with a reason; its documents are deleted by the retention job (decision
 * 467) and `documentsDeletedAt` says when. At most one pending upload per customer.
 */
export const verificationUploads = pgTable(
  'verification_uploads',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_uploads_customer').on(t.customerId, t.uploadedAt),
    index('verification_uploads_status').on(t.status, t.uploadedAt),
    uniqueIndex('verification_uploads_one_pending').on(t.customerId).where(sql`${t.status} = 'pending'`),
    check('verification_uploads_kind', sql`${t.kind} in ('photo_id_upload', 'pdf_form')`),
    check('verification_uploads_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * An uploaded file, sealed at rest with the server's key (AES-256-GCM, modules/credentials): only
 * the staff document route opens it. The type is the one sniffed from the bytes.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: text('id').primaryKey(),
    uploadId: text('upload_id')
      .notNull()
      .references(() => verificationUploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sealed: text('sealed').notNull(),
  },
  (t) => [index('verification_documents_upload').on(t.uploadId, t.position)],
);
