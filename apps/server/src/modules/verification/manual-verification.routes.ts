import {
  autoVerificationAnswerSchema,
  type CustomerVerification,
  MANUAL_UPLOAD_MAX_BYTES,
  MANUAL_UPLOAD_MAX_FILES,
  type ManualUpload,
  type ManualVerificationKind,
  manualUploadSchema,
  manualVerificationKinds,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { AccountHolder } from './verify-licence';

export interface ManualVerificationRouteDeps {
  verification: {
    uploadDocuments(customerId: string, kind: ManualVerificationKind, files: readonly Buffer[]): Promise<ManualUpload>;
    autoVerify(
      customerId: string,
      holder: AccountHolder,
    ): Promise<CustomerVerification & { manualCheckRequired: boolean }>;
  };
  holderOf(customerId: string): Promise<AccountHolder>;
}

/** The whole multipart body: every file at its cap, and room for the boundaries and the kind field. */
export const MANUAL_UPLOAD_BODY_LIMIT = MANUAL_UPLOAD_MAX_FILES * MANUAL_UPLOAD_MAX_BYTES + 64 * 1024;

const refused = (message: string, target = 'files') =>
  new AppError('validation_failed', { message, errors: [{ target, code: 'invalid', message }] });

/**
 * A multipart body read by the platform's own form parser (undici's `Request.formData`, the one
 * React Router's actions use; decision 466): the kind and every file's bytes. Anything else, or a
 * form that cannot be read, is refused before anything is kept.
 */
export async function readUploadForm(
  contentType: string,
  body: Buffer,
): Promise<{ kind: ManualVerificationKind; files: Buffer[] }> {
  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new AppError('bad_request', { message: 'The upload could not be read. Choose the files again.' });
  }
  const kind = form.get('kind') ?? 'photo_id_upload';
  if (typeof kind !== 'string' || !(manualVerificationKinds as readonly string[]).includes(kind)) {
    throw refused('Choose a photo ID or the PDF form.', 'kind');
  }
  const entries = form.getAll('files');
  if (entries.some((entry) => typeof entry === 'string')) throw refused('Send the documents as files.');
  const files = await Promise.all(
    (entries as File[]).filter((f) => f.size > 0 || f.name).map(async (f) => Buffer.from(await f.arrayBuffer())),
  );
  return { kind: kind as ManualVerificationKind, files };
}

/**
 * POST /customer/verify and POST /customer/verification (3-account.md §7; decisions 465, 466): the
 * provider's automatic check of the account's details, and the manual upload of photo ID or the
 * PDF form, multipart, kept sealed for staff's review. The upload's scope reads multipart bodies
 * raw up to MANUAL_UPLOAD_BODY_LIMIT; any other content type is refused 415.
 */
export function manualVerificationRoutes(deps: ManualVerificationRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customer/verify',
      {
        ...customerOnly,
        schema: {
          tags: ['verification'],
          response: { 200: envelopeOf(autoVerificationAnswerSchema) },
        },
      },
      async (request) => {
        const { customerId } = requireCustomer(request);
        return ok(await deps.verification.autoVerify(customerId, await deps.holderOf(customerId)));
      },
    );

    await app.register(async (uploads) => {
      uploads.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'buffer', bodyLimit: MANUAL_UPLOAD_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      uploads.post(
        '/customer/verification',
        {
          // Before the body is read: a visitor's upload is refused without taking its bytes in.
          onRequest: async (request) => {
            requireCustomer(request);
          },
          bodyLimit: MANUAL_UPLOAD_BODY_LIMIT,
          schema: { tags: ['verification'], response: { 200: envelopeOf(manualUploadSchema) } },
        },
        async (request) => {
          const { customerId } = requireCustomer(request);
          const contentType = String(request.headers['content-type'] ?? '');
          if (!contentType.toLowerCase().startsWith('multipart/form-data') || !Buffer.isBuffer(request.body)) {
            throw new AppError('unsupported_media_type', {
              message: 'Send the documents as a multipart form (multipart/form-data).',
            });
          }
          const { kind, files } = await readUploadForm(contentType, request.body);
          return ok(await deps.verification.uploadDocuments(customerId, kind, files));
        },
      );
    });
  };
}
