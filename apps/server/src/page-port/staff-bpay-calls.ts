import {
  bankStatementLinesSchema,
  bpayImportBodySchema,
  bpayImportResultSchema,
  bpayPaymentsSchema,
  type StaffBpayPort,
} from '@drawline/contracts';
import { importBankStatement } from '../flows/deposits/import-bank-statement';
import { type ImportBpayDeps, importBpayPayments } from '../flows/deposits/import-bpay-payments';
import { parseInput } from './port-refusal';
import type { StaffKit } from './staff-kit';

/** Finance's BPAY and account statement calls (decisions 530, 519): what /staff/api/funds runs, for finance only. */
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
    // The account statement (decision 519): what /staff/api/funds/bank-statement-lines runs.
    bankStatementLines: async () => {
      await may(['finance']);
      return bankStatementLinesSchema.parse(await deps.funds.listStatementLines());
    },
    importBankStatement: async (body) => {
      const by = acting(await may(['finance']));
      const { file } = parseInput(bpayImportBodySchema, body);
      return bpayImportResultSchema.parse(await importBankStatement(deps, by, file));
    },
  };
}
