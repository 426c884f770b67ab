import {
  directDebitCollectionsSchema,
  directDebitExportSchema,
  directDebitImportResultSchema,
  directDebitOutcomesBodySchema,
  type StaffDirectDebitPort,
} from '@drawline/contracts';
import { z } from 'zod';
import {
  type DirectDebitCollectDeps,
  exportDirectDebitFile,
  importDirectDebitOutcomes,
} from '../flows/direct-debit/collect-direct-debits';
import { parseInput } from './port-refusal';
import type { StaffKit } from './staff-kit';

const fileNumber = z.number().int().min(1).max(2_147_483_647);

/** Finance's direct debit calls (decision 523): what /staff/api/funds/direct-debit-* runs, for finance only. */
export function staffDirectDebitCalls(deps: DirectDebitCollectDeps, { may, acting }: StaffKit): StaffDirectDebitPort {
  return {
    directDebitCollections: async () => {
      await may(['finance']);
      return directDebitCollectionsSchema.parse(await deps.funds.directDebitCollections());
    },
    exportDirectDebitFile: async () => {
      const by = acting(await may(['finance']));
      return directDebitExportSchema.parse(await exportDirectDebitFile(deps, by));
    },
    directDebitFileText: async (number) => {
      await may(['finance']);
      return deps.funds.directDebitFileText(parseInput(fileNumber, number));
    },
    importDirectDebitOutcomes: async (body) => {
      const by = acting(await may(['finance']));
      const { file } = parseInput(directDebitOutcomesBodySchema, body);
      return directDebitImportResultSchema.parse(await importDirectDebitOutcomes(deps, by, file));
    },
  };
}
