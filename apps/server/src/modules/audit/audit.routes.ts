import { auditEntrySchema, auditListQuerySchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { requireStaff } from '../staff';
import type { createListAudit } from './list-audit';

/** GET /staff/api/audit: administrators read the audit log, newest first. */
export function auditRoutes(deps: { listAudit: ReturnType<typeof createListAudit> }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit',
      {
        schema: {
          tags: ['staff'],
          querystring: auditListQuerySchema,
          response: { 200: envelopeOf(z.array(auditEntrySchema)) },
        },
        onRequest: requireStaff('administrator'),
      },
      async (request) => {
        const { limit, offset, action, staff_id: staffId } = request.query;
        const { entries, total } = await deps.listAudit({ limit, offset, action, staffId });
        return ok(entries, { pageInfo: { limit, offset, total } });
      },
    );
  };
}
