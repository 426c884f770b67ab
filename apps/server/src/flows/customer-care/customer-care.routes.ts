import {
  consoleRoles,
  customerNoteRequestSchema,
  customerNoteSchema,
  customerVerificationRequestSchema,
  customerVerificationSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingStaff, requireStaff, staffOf } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { addCustomerNote } from './add-customer-note';
import type { CustomerCareDeps } from './customer-care.deps';
import { setCustomerVerification } from './set-customer-verification';
import { verificationReviewRoutes } from './verification-review.routes';

export const customerCareParams = z.object({ customerId: z.string().min(1).max(100) });

/** Staff's records on a customer under /staff/api (docs/decisions/272, 273); the profile call reads them back. */
export function customerCareRoutes(deps: CustomerCareDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  return async (app) => {
    app.put(
      '/customers/:customerId/verification',
      {
        schema: {
          tags,
          params: customerCareParams,
          body: customerVerificationRequestSchema,
          response: { 200: envelopeOf(customerVerificationSchema) },
        },
        onRequest: requireStaff(...consoleRoles.customerVerification),
      },
      async (request) =>
        ok(
          await setCustomerVerification(
            deps,
            { ...actingStaff(request), staffId: staffOf(request).staffId },
            { ...request.body, customerId: request.params.customerId },
          ),
        ),
    );

    app.post(
      '/customers/:customerId/notes',
      {
        schema: {
          tags,
          params: customerCareParams,
          body: customerNoteRequestSchema,
          response: { 200: envelopeOf(customerNoteSchema) },
        },
        onRequest: requireStaff(...consoleRoles.customerNotes),
      },
      async (request) => {
        const staff = staffOf(request);
        return ok(
          await addCustomerNote(
            deps,
            { ...actingStaff(request), staffId: staff.staffId, email: staff.email },
            { customerId: request.params.customerId, body: request.body.body },
          ),
        );
      },
    );

    // The manual verification queue (decision 466).
    await app.register(verificationReviewRoutes(deps));
  };
}
