import {
  consoleRoles,
  customerVerificationSchema,
  manualReviewItemSchema,
  manualReviewRequestSchema,
  manualUploadSchema,
  manualUploadStatuses,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingStaff, requireStaff, staffOf } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { readVerificationQueue } from '../../queries/read-verification-queue';
import type { CustomerCareDeps } from './customer-care.deps';
import { openVerificationDocument, reviewVerificationUpload } from './review-verification-upload';

const id = z.string().min(1).max(100);
const uploadParams = z.object({ uploadId: id });
const documentParams = z.object({ uploadId: id, documentId: id });
const queueQuery = z.object({ status: z.enum(manualUploadStatuses).default('pending') });

/**
 * The manual verification queue under /staff/api (decision 466), for support and finance: the
 * uploads, each document opened only here (authenticated, never cached, never shown as a page of
 * our origin), and the decision with its reason, audited.
 */
export function verificationReviewRoutes(deps: CustomerCareDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const onRequest = requireStaff(...consoleRoles.customerVerification);
  return async (app) => {
    app.get(
      '/verification-uploads',
      {
        schema: { tags, querystring: queueQuery, response: { 200: envelopeOf(z.array(manualReviewItemSchema)) } },
        onRequest,
      },
      async (request) => ok(await readVerificationQueue(deps, request.query.status)),
    );

    app.get(
      '/verification-uploads/:uploadId/documents/:documentId',
      { schema: { tags, params: documentParams }, onRequest },
      async (request, reply) => {
        const document = await openVerificationDocument(deps, actingStaff(request), request.params);
        return reply
          .header('content-type', document.contentType)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .header('content-security-policy', "default-src 'none'; img-src 'self'; object-src 'self'; sandbox")
          .send(document.bytes);
      },
    );

    app.post(
      '/verification-uploads/:uploadId/review',
      {
        schema: {
          tags,
          params: uploadParams,
          body: manualReviewRequestSchema,
          response: {
            200: envelopeOf(z.object({ upload: manualUploadSchema, verification: customerVerificationSchema })),
          },
        },
        onRequest,
      },
      async (request) =>
        ok(
          await reviewVerificationUpload(
            deps,
            { ...actingStaff(request), staffId: staffOf(request).staffId },
            { ...request.body, uploadId: request.params.uploadId },
          ),
        ),
    );
  };
}
