import {
  balanceCorrectionDecisionSchema,
  balanceCorrectionRequestSchema,
  balanceCorrectionSchema,
  consoleCustomerProfileSchema,
  consoleCustomerSchema,
  consoleCustomerSearchSchema,
  consoleDrawSchema,
  consoleRoles,
  customerLockRequestSchema,
  customerNoteRequestSchema,
  customerNoteSchema,
  customerVerificationRequestSchema,
  customerVerificationSchema,
  dashboardSchema,
  donationTotalSchema,
  prizeSchema,
  rejectWithdrawalBodySchema,
  resultEntrySchema,
  resultsEntryRequestSchema,
  type StaffConsolePort,
  staffWithdrawalSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import { drawParams } from '../flows/console/console.routes';
import {
  consoleMoneyRoutePaths,
  correctionListQuery,
  correctionParams,
  customerParams,
} from '../flows/console/console-customers.routes';
import type { ConsoleFlowDeps } from '../flows/console/console-flow.deps';
import { decideBalanceCorrection, requestBalanceCorrection } from '../flows/console/correct-balance';
import { lockCustomer } from '../flows/console/lock-customer';
import { addCustomerNote } from '../flows/customer-care/add-customer-note';
import { customerCareParams } from '../flows/customer-care/customer-care.routes';
import { setCustomerVerification } from '../flows/customer-care/set-customer-verification';
import type { ImportBpayDeps } from '../flows/deposits/import-bpay-payments';
import type { CorrectDrawResultsDeps } from '../flows/settlement/correct-draw-results';
import { confirmDrawResults, type DrawResultsDeps, enterDrawResults } from '../flows/settlement/enter-draw-results';
import { type ReleasePrizeDeps, releaseHeldPrize, toPrize } from '../flows/settlement/release-prize';
import { prizeParams } from '../flows/settlement/settlement.routes';
import { type DecideWithdrawalDeps, decideWithdrawal } from '../flows/withdrawals/decide-withdrawal';
import { staffWithdrawalParams, withdrawalQueueQuery } from '../flows/withdrawals/staff-withdrawals.routes';
import type { Idempotency } from '../modules/idempotency';
import { searchCustomersForStaff } from '../modules/identity';
import type { Payouts } from '../modules/payouts';
import { listHeldWinnings } from '../modules/settlement';
import { readConsoleCustomer } from '../queries/read-console-customer';
import { readConsoleDraw } from '../queries/read-console-draw';
import { readDashboard } from '../queries/read-dashboard';
import { parseInput } from './port-refusal';
import type { StaffKit, StaffSiteCalls } from './staff-kit';
import { staffOnce } from './staff-result-correction-calls';

/** What the console's draws, prizes, withdrawals and customers calls run: their routes' own deps. */
export interface StaffConsoleCallsDeps {
  console: ConsoleFlowDeps;
  settlement: DrawResultsDeps & ReleasePrizeDeps & CorrectDrawResultsDeps & { idempotency: Idempotency };
  withdrawals: DecideWithdrawalDeps & ImportBpayDeps & { payouts: Payouts };
  customerCare: Parameters<typeof addCustomerNote>[0] & Parameters<typeof setCustomerVerification>[0];
}

/**
 * The staff port's calls of the console's draws, prizes, withdrawals and customers pages: each
 * runs what its route runs (flows/console/*.routes.ts, flows/settlement/settlement.routes.ts,
 * flows/withdrawals/staff-withdrawals.routes.ts, flows/customer-care/customer-care.routes.ts),
 * the money calls under the member's Idempotency-Key as their routes judge it (`runCall` with the
 * route's pattern, params and body, in the member's own key scope).
 */
export function staffConsoleCalls(
  deps: StaffConsoleCallsDeps,
  kit: StaffKit,
): Omit<StaffConsolePort, keyof StaffSiteCalls> {
  const { console: con, settlement, withdrawals } = deps;
  const { may, acting } = kit;

  const decide = async (withdrawId: string, decision: Parameters<typeof decideWithdrawal>[2]['decision']) => {
    const by = acting(await may(consoleRoles.withdrawals));
    const params = parseInput(staffWithdrawalParams, { withdrawId });
    return staffWithdrawalSchema.parse(
      await decideWithdrawal(withdrawals, by, { withdrawId: params.withdrawId, decision }),
    );
  };

  return {
    dashboard: async () => {
      await may(consoleRoles.dashboard);
      return dashboardSchema.parse(await readDashboard(con));
    },

    consoleDraw: async (drawId) => {
      // Its route checks the role after the path (a preHandler).
      const params = parseInput(drawParams, { drawId });
      await may(consoleRoles.draws);
      return consoleDrawSchema.parse(await readConsoleDraw(con.db, params.drawId));
    },

    enterDrawResults: async (drawId, body) => {
      const by = acting(await may(consoleRoles.draws));
      const params = parseInput(drawParams, { drawId });
      const result = parseInput(resultsEntryRequestSchema, body);
      return resultEntrySchema.parse(await enterDrawResults(settlement, by, params.drawId, result));
    },

    confirmDrawResults: async (drawId) => {
      const by = acting(await may(consoleRoles.draws));
      const params = parseInput(drawParams, { drawId });
      return resultEntrySchema.parse(await confirmDrawResults(settlement, by, params.drawId));
    },

    heldPrizes: async () => {
      await may(consoleRoles.prizes);
      return z.array(prizeSchema).parse((await listHeldWinnings(settlement.db)).map(toPrize));
    },

    releasePrize: async (prizeId) => {
      const by = acting(await may(consoleRoles.prizes));
      const params = parseInput(prizeParams, { id: prizeId });
      return prizeSchema.parse(await releaseHeldPrize(settlement, by, params.id));
    },

    withdrawalQueue: async (query = {}) => {
      await may(consoleRoles.withdrawals);
      const asked = parseInput(withdrawalQueueQuery, {
        ...query,
        limit: query.limit === undefined ? undefined : String(query.limit),
        offset: query.offset === undefined ? undefined : String(query.offset),
      });
      const { status, ...paging } = asked;
      return z.array(staffWithdrawalSchema).parse(await withdrawals.payouts.listWithdrawalQueue(status, paging));
    },

    donationTotals: async () => {
      await may(consoleRoles.withdrawals);
      return z.array(donationTotalSchema).parse(await withdrawals.payouts.listDonationTotals());
    },

    moveWithdrawal: (withdrawId, to) => decide(withdrawId, { to }),

    rejectWithdrawal: async (withdrawId, body) => {
      // The route admits the member before it reads the body.
      await may(consoleRoles.withdrawals);
      const { reason } = parseInput(rejectWithdrawalBodySchema, body);
      return decide(withdrawId, { to: 'rejected', reason });
    },

    ...staffCustomerCalls(deps, kit),
  };
}

/** The console's customer pages' calls: search, profile, lock, identity check, notes and balance corrections. */
function staffCustomerCalls(deps: StaffConsoleCallsDeps, { may, acting }: StaffKit) {
  const { console: con } = deps;

  const once = staffOnce(con.idempotency);

  return {
    searchCustomers: async (query) => {
      await may(consoleRoles.customers);
      const { q } = parseInput(consoleCustomerSearchSchema, query);
      return z.array(consoleCustomerSchema).parse(await searchCustomersForStaff(con.db, q));
    },

    consoleCustomer: async (customerId) => {
      await may(consoleRoles.customers);
      const params = parseInput(customerParams, { customerId });
      return consoleCustomerProfileSchema.parse(await readConsoleCustomer(con, params.customerId));
    },

    requestBalanceCorrection: async (customerId, body, { idempotencyKey }) => {
      const staff = await may(consoleRoles.corrections);
      const params = parseInput(customerParams, { customerId });
      const asked = parseInput(balanceCorrectionRequestSchema, body);
      const route = consoleMoneyRoutePaths.requestCorrection;
      const outcome = await once(staff.staffId, { route, params, body: asked, key: idempotencyKey }, (tx) =>
        requestBalanceCorrection(con, tx, acting(staff), { ...asked, customerId: params.customerId }),
      );
      return balanceCorrectionSchema.parse(outcome.body);
    },

    lockCustomer: async (customerId, body) => {
      const by = acting(await may(consoleRoles.customerLock));
      const params = parseInput(customerParams, { customerId });
      const asked = parseInput(customerLockRequestSchema, body);
      return consoleCustomerSchema.parse(await lockCustomer(con, by, { ...asked, customerId: params.customerId }));
    },

    setCustomerVerification: async (customerId, body) => {
      const by = acting(await may(consoleRoles.customerVerification));
      const params = parseInput(customerCareParams, { customerId });
      const asked = parseInput(customerVerificationRequestSchema, body);
      return customerVerificationSchema.parse(
        await setCustomerVerification(deps.customerCare, by, { ...asked, customerId: params.customerId }),
      );
    },

    addCustomerNote: async (customerId, body) => {
      const staff = await may(consoleRoles.customerNotes);
      const params = parseInput(customerCareParams, { customerId });
      const asked = parseInput(customerNoteRequestSchema, body);
      return customerNoteSchema.parse(
        await addCustomerNote(
          deps.customerCare,
          { ...acting(staff), email: staff.email },
          { customerId: params.customerId, body: asked.body },
        ),
      );
    },

    balanceCorrections: async (status) => {
      await may(consoleRoles.corrections);
      const asked = parseInput(correctionListQuery, { status });
      return z.array(balanceCorrectionSchema).parse(await con.corrections.list({ status: asked.status }));
    },

    decideBalanceCorrection: async (correctionId, body, { idempotencyKey }) => {
      const staff = await may(consoleRoles.corrections);
      const params = parseInput(correctionParams, { correctionId });
      const asked = parseInput(balanceCorrectionDecisionSchema, body);
      const route = consoleMoneyRoutePaths.decideCorrection;
      const outcome = await once(staff.staffId, { route, params, body: asked, key: idempotencyKey }, (tx) =>
        decideBalanceCorrection(con, tx, acting(staff), { correctionId: params.correctionId, approve: asked.approve }),
      );
      return balanceCorrectionSchema.parse(outcome.body);
    },
  } satisfies Partial<StaffConsolePort>;
}
