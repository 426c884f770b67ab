import {
  bpayImportBodySchema,
  bpayImportResultSchema,
  bpayPaymentsSchema,
  type StaffBpayPort,
} from '@drawline/contracts';
import { type ImportBpayDeps, importBpayPayments } from '../flows/deposits/import-bpay-payments';
import { parseInput } from './port-refusal';
import type { StaffKit } from './staff-kit';

/** Finance's BPAY calls (decision 530): what /staff/api/funds/bpay-payments runs, for finance only. */
export function staffBpayCalls(deps: ImportBpayDeps, { may, acting }: StaffKit): StaffBpayPort {
  return {
    bpayPayments: async () => {
      await may(['finance']);
      return bpayPaymentsSchema.parse(await deps.funds.listBpayPayments());
    },
    importBpayFile: async (body) => {
      const by = acting(await may(['finance']));
      const { file } = parseInput(bpayImportBodySchema, body);
      return bpayImportResultSchema.parse(await importBpayPayments(deps, by, file));
    },
  };
}
