import { z } from 'zod';

/**
 * What staff record about a customer beside the account (docs/decisions/272, 273): the identity
 * check's status, set by support or finance after looking at a document, and support's notes.
 */

/** Unverified until staff check a document; failed when the document did not match. */
export const verificationStatuses = ['unverified', 'verified', 'failed'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** The identity documents staff check (Australian ones first: the shop's base is AUD). */
export const verificationDocumentTypes = [
  'drivers_licence',
  'passport',
  'medicare_card',
  'proof_of_age_card',
  'birth_certificate',
  'connect_id',
  'identity_sources',
] as const;
export type VerificationDocumentType = (typeof verificationDocumentTypes)[number];

export const verificationDocumentNames: Record<VerificationDocumentType, string> = {
  drivers_licence: 'Driver licence',
  passport: 'Passport',
  medicare_card: 'Medicare card',
  proof_of_age_card: 'Proof of age card',
  birth_certificate: 'Birth certificate',
  connect_id: "ConnectID (confirmed by the customer's bank)",
  identity_sources: "Identity sources (the provider's automatic check)",
};

/** The documents staff can say they looked at: the provider's own checks are never a staff member's. */
export const staffDocumentTypes = verificationDocumentTypes.filter(
  (t): t is Exclude<VerificationDocumentType, 'connect_id' | 'identity_sources'> =>
    t !== 'connect_id' && t !== 'identity_sources',
);

/** A customer's verification as staff see it; never a copy or number of the document itself. */
export const customerVerificationSchema = z.object({
  status: z.enum(verificationStatuses),
  documentType: z.enum(verificationDocumentTypes).nullable(),
  reason: z.string().nullable(),
  /** The staff member who set it, and when; null while nobody has. */
  checkedBy: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type CustomerVerification = z.infer<typeof customerVerificationSchema>;

export const customerVerificationRequestSchema = z
  .object({
    status: z.enum(verificationStatuses),
    /** The document looked at: needed to say verified or failed. */
    documentType: z.enum(verificationDocumentTypes).optional(),
    reason: z.string().trim().min(3, { message: 'Give the reason (3 characters or more)' }).max(500),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'unverified' && !v.documentType) {
      ctx.addIssue({ code: 'custom', path: ['documentType'], message: 'Choose the document you checked' });
    }
  });
export type CustomerVerificationRequest = z.infer<typeof customerVerificationRequestSchema>;

/** A staff note on a customer: written once, never changed or deleted. */
export const customerNoteSchema = z.object({
  noteId: z.string(),
  customerId: z.string(),
  /** The staff member who wrote it (id and email, so support reads who to ask). */
  authorId: z.string(),
  authorEmail: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const customerNoteRequestSchema = z.object({
  body: z.string().trim().min(1, { message: 'Write the note' }).max(2000),
});
