import {
  directDebitCollectionsSchema,
  directDebitExportSchema,
  directDebitImportResultSchema,
  directDebitOutcomesBodySchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingStaff, requireStaff } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { type DirectDebitCollectDeps, exportDirectDebitFile, importDirectDebitOutcomes } from './collect-direct-debits';

const fileParams = z.object({ number: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Finance's direct debit calls under /staff/api (decision 523): the debits waiting and the files,
 * the export of a collection file, a file's ABA text, and the import of the bank's outcomes.
 */
export function staffDirectDebitRoutes(deps: DirectDebitCollectDeps): FastifyPluginAsyncZod {
  const tags = ['staff', 'funds'];
  const finance = requireStaff('finance');
  return async (app) => {
    app.get(
      '/funds/direct-debit-files',
      { onRequest: finance, schema: { tags, response: { 200: envelopeOf(directDebitCollectionsSchema) } } },
      async () => ok(await deps.funds.directDebitCollections()),
    );
    app.post(
      '/funds/direct-debit-files',
      { onRequest: finance, schema: { tags, response: { 200: envelopeOf(directDebitExportSchema) } } },
      async (request) => ok(await exportDirectDebitFile(deps, actingStaff(request))),
    );
    app.get(
      '/funds/direct-debit-files/:number/aba',
      { onRequest: finance, schema: { tags, params: fileParams } },
      async (request, reply) => {
        const text = await deps.funds.directDebitFileText(request.params.number);
        return reply
          .header('content-type', 'text/plain; charset=us-ascii')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="direct-debit-${request.params.number}.aba"`)
          .send(text);
      },
    );
    app.post(
      '/funds/direct-debit-outcomes',
      {
        onRequest: finance,
        schema: {
          tags,
          body: directDebitOutcomesBodySchema,
          response: { 200: envelopeOf(directDebitImportResultSchema) },
        },
      },
      async (request) => ok(await importDirectDebitOutcomes(deps, actingStaff(request), request.body.file)),
    );
  };
}
