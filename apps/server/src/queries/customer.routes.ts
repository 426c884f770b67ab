import { customerSchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CountryLookup, locate } from '../modules/site';
import { requireCustomer } from '../platform/auth';
import { ok } from '../platform/envelope';
import { envelopeOf } from '../platform/schemas';
import { type CustomerReadDeps, readCustomer } from './read-customer';

/** GET /customer (3-account.md §7 Customer): the account with its money. */
export function customerReadRoutes(
  deps: CustomerReadDeps & { countryLookup: CountryLookup; defaultCountry: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer',
      { schema: { tags: ['customer'], response: { 200: envelopeOf(customerSchema) } } },
      async (request) => {
        const { countryCode } = locate(deps.countryLookup, deps.defaultCountry, request);
        return ok(
          await readCustomer(deps, requireCustomer(request), { sessionId: request.visitor.sessionId, countryCode }),
        );
      },
    );
  };
}
