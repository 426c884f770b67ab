import { migrateRequestSchema, migrationAnswerSchema } from '@drawline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { type MigrateAccountDeps, migrateAccount } from './migrate-account';

/**
 * The migration base (docs/decisions/002): POST /migration/migrate (3-account.md §7 Migration;
 * docs/decisions/468). It reads no body: the account that moves is the signed-in customer's own.
 */
export function migrationRoutes(deps: MigrateAccountDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      route.config = { version: '1.0', ...(route.config ?? {}) };
    });
    app.post(
      '/migrate',
      {
        // 401 for a visitor before the body is read; never kept by a cache.
        preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
          requireCustomer(request);
          reply.header('cache-control', 'private, no-store');
        },
        schema: {
          tags: ['migration'],
          body: migrateRequestSchema,
          response: { 200: envelopeOf(migrationAnswerSchema), 202: envelopeOf(migrationAnswerSchema) },
        },
      },
      async (request, reply) => {
        const { status, answer } = await migrateAccount(deps, requireCustomer(request).customerId);
        reply.status(status);
        return ok(answer);
      },
    );
  };
}
