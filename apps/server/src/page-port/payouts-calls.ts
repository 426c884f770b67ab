import {
  API_PREFIX,
  addBankAccountBodySchema,
  bankAccountSchema,
  donationCauseSchema,
  type Elevation,
  type PayoutsPort,
  withdrawalParamsSchema,
  withdrawalSchema,
  withdrawBodySchema,
  withdrawFromParamsSchema,
} from '@drawline/contracts';
import { type AddBankAccountDeps, addBankAccount } from '../flows/withdrawals/add-bank-account';
import { cancelWithdrawal } from '../flows/withdrawals/cancel-withdrawal';
import { refusePayIdNotOffered } from '../flows/withdrawals/payout-destinations';
import {
  refuseDonationNotOffered,
  requestWithdrawal,
  type WithdrawalFlowDeps,
} from '../flows/withdrawals/request-withdrawal';
import {
  refuseUnverifiedWithdrawal,
  type WithdrawalVerificationDeps,
} from '../flows/withdrawals/withdrawal-verification';
import { withdrawalRoutePaths } from '../flows/withdrawals/withdrawals.routes';
import { causesOpenForDonations } from '../modules/catalogue';
import { customerScope, type Idempotency } from '../modules/idempotency';
import type { AuthContext, Elevation as MoneyElevation } from '../platform/auth';
import type { PageRequest } from './page-viewer';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

export interface PayoutsCallsDeps {
  /** What POST /funds/bank-account is given (flows/withdrawals/add-bank-account.ts). */
  bankAccounts: AddBankAccountDeps;
  /** What the withdrawal flows are given by their routes (flows/withdrawals/withdrawals.routes.ts). */
  withdrawals: WithdrawalFlowDeps;
  idempotency: Idempotency;
  /** The step-up the routes ask of money leaving the account (identity's moneyElevation; docs/decisions/346). */
  elevation: MoneyElevation;
  /** The withdrawal verification requirement, as the route keeps it (decision 440). */
  withdrawalVerification: WithdrawalVerificationDeps;
}

/**
 * The payout calls of the pages' port (3-account.md §7 Withdraw): each runs what its route runs
 * (modules/payouts/payouts.routes.ts, flows/withdrawals/withdrawals.routes.ts), the money calls
 * under the customer's Idempotency-Key as their routes run them (`idempotency.runCall` with the
 * route's pattern, params and body, so a key is the same key either way). Adding a bank account and
 * withdrawing ask the routes' elevation with the code of the elevation modal, after the input is
 * read as the routes read it (their preHandler runs after validation).
 */
export function payoutsCalls(deps: PayoutsCallsDeps, { call, signedIn }: PortKit, request: PageRequest): PayoutsPort {
  const { bankAccounts, withdrawals, idempotency, elevation } = deps;
  const elevate = (auth: AuthContext, { elevationCode }: Elevation) =>
    elevation.elevate(auth, elevationCode, request.ip);
  return {
    addBankAccount: (body, asked) =>
      call(async () => {
        const auth = await signedIn();
        const account = parseInput(addBankAccountBodySchema, body);
        await elevate(auth, asked);
        const destination = { code: account.code, bankType: account.type };
        await refusePayIdNotOffered(deps.withdrawalVerification.capabilities, auth, destination, 'type');
        return bankAccountSchema.parse(await addBankAccount(bankAccounts, auth.customerId, account));
      }),

    requestWithdrawal: (bankAccountId, body, { idempotencyKey }, elevated) =>
      call(async () => {
        const auth = await signedIn();
        const { customerId, currency } = auth;
        const params = parseInput(withdrawFromParamsSchema, { id: bankAccountId });
        const asked = parseInput(withdrawBodySchema, body);
        refuseDonationNotOffered(bankAccounts.payouts.donationWithdrawals, asked);
        await elevate(auth, elevated);
        await refuseUnverifiedWithdrawal(deps.withdrawalVerification, auth);
        await refusePayIdNotOffered(deps.withdrawalVerification.capabilities, auth, asked, 'bank_type');
        const money = { scope: customerScope(customerId), key: idempotencyKey, method: 'POST' };
        const outcome = await idempotency.runCall(
          { ...money, route: `${API_PREFIX}${withdrawalRoutePaths.withdraw}`, params, body: asked },
          (tx) => requestWithdrawal(withdrawals, tx, { customerId, currency, bankAccountId: params.id, body: asked }),
        );
        return withdrawalSchema.parse(outcome.body);
      }),

    cancelWithdrawal: (withdrawId, { idempotencyKey }) =>
      call(async () => {
        const { customerId } = await signedIn();
        const params = parseInput(withdrawalParamsSchema, { withdrawId });
        const money = { scope: customerScope(customerId), key: idempotencyKey, method: 'POST' };
        const outcome = await idempotency.runCall(
          { ...money, route: `${API_PREFIX}${withdrawalRoutePaths.cancel}`, params, body: undefined },
          (tx) => cancelWithdrawal(withdrawals, tx, { customerId, withdrawId: params.withdrawId }),
        );
        return withdrawalSchema.parse(outcome.body);
      }),

    newBankAccountWaitHours: () => call(async () => bankAccounts.holdHours),

    donationCauses: () =>
      call(async () => {
        await signedIn();
        if (!bankAccounts.payouts.donationWithdrawals) return [];
        const open = await causesOpenForDonations(bankAccounts.db, withdrawals.clock.now());
        return donationCauseSchema.array().parse(open);
      }),
  };
}
