import { z } from 'zod';
import { customerVerificationSchema, verificationDocumentTypes } from './customer-care';

/**
 * Manual ID verification (3-account.md §2, §7 POST /customer/verification; decision 466): the
 * customer uploads a photo ID (pictures of the document) or the signed PDF form, kept sealed until
 * support or finance look at it and approve or reject it with a reason.
 */

/** The two manual method types of 3-account.md §4 the customer can upload for. */
export const manualVerificationKinds = ['photo_id_upload', 'pdf_form'] as const;
export type ManualVerificationKind = (typeof manualVerificationKinds)[number];

/** The most one file may weigh, and how many files one upload holds (a document's front and back, or a form). */
export const MANUAL_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const MANUAL_UPLOAD_MAX_FILES = 3;
/** The types accepted, as sniffed from the bytes (never the name or the claimed type). */
export const manualUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ManualUploadType = (typeof manualUploadTypes)[number];

/** Days the documents are kept after staff decide, before the retention job deletes them (decision 467). */
export const MANUAL_DOCUMENT_RETENTION_DAYS = 30;

export const manualUploadStatuses = ['pending', 'approved', 'rejected'] as const;
export type ManualUploadStatus = (typeof manualUploadStatuses)[number];

/** What the customer sees of an upload: never the files themselves. */
export const manualUploadSchema = z.object({
  uploadId: z.string(),
  kind: z.enum(manualVerificationKinds),
  status: z.enum(manualUploadStatuses),
  /** Staff's reason when they rejected it. */
  reason: z.string().nullable(),
  fileCount: z.number().int(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ManualUpload = z.infer<typeof manualUploadSchema>;

/** The customer's latest upload, or null when they have made none (the page's state). */
export const manualUploadStateSchema = z.object({ latest: manualUploadSchema.nullable() });
export type ManualUploadState = z.infer<typeof manualUploadStateSchema>;

/** One document in the staff queue: what it is, never where it is kept. */
export const manualDocumentSchema = z.object({
  documentId: z.string(),
  contentType: z.enum(manualUploadTypes),
  size: z.number().int(),
});

/** An upload as support and finance see it in the review queue. */
export const manualReviewItemSchema = manualUploadSchema.extend({
  customerId: z.string(),
  customerName: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  reviewedBy: z.string().nullable(),
  documents: z.array(manualDocumentSchema),
  documentsDeletedAt: z.string().nullable(),
});
export type ManualReviewItem = z.infer<typeof manualReviewItemSchema>;

/** Staff's decision on an upload: approve or reject, always with the reason the customer reads. */
export const manualReviewRequestSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  /** The document staff looked at (a PDF form names the document the customer copied onto it). */
  documentType: z.enum(verificationDocumentTypes).exclude(['connect_id', 'identity_sources']),
  reason: z.string().trim().min(3, { message: 'Give the reason (3 characters or more)' }).max(500),
});
export type ManualReviewRequest = z.infer<typeof manualReviewRequestSchema>;

/** POST /customer/verify (decision 465): the provider's automatic check of the account's own details. */
export const autoVerificationRequestSchema = z.object({}).strict();

/** Its answer: the customer's verification, and whether a person must now look at a document. */
export const autoVerificationAnswerSchema = customerVerificationSchema.extend({ manualCheckRequired: z.boolean() });
export type AutoVerificationAnswer = z.infer<typeof autoVerificationAnswerSchema>;

/** The console's manual verification queue on the staff port (decision 466): what its staff routes answer. */
export interface StaffVerificationPort {
  verificationUploads(status?: ManualUploadStatus): Promise<ManualReviewItem[]>;
  /** One document's bytes and sniffed type, for the console's own document route. */
  verificationDocument(uploadId: string, documentId: string): Promise<{ bytes: Uint8Array; contentType: string }>;
  reviewVerificationUpload(
    uploadId: string,
    body: z.input<typeof manualReviewRequestSchema>,
  ): Promise<{ upload: ManualUpload; verification: z.infer<typeof customerVerificationSchema> }>;
}
