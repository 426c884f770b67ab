import {
  API_PREFIX,
  addCardBodySchema,
  addCardParamsSchema,
  bankDepositDetailsSchema,
  bpayDetailsSchema,
  braintreeClientTokenSchema,
  braintreeDepositBodySchema,
  depositBodySchema,
  depositSchema,
  type Elevation,
  type FundsPort,
  fundIdParamsSchema,
  fundSchema,
  stripeSetupSchema,
  walletDepositParamsSchema,
} from '@drawline/contracts';
import { braintreeDepositPath, startBraintreeDeposit } from '../flows/deposits/braintree.routes';
import { type DepositDeps, type DepositRequest, startDeposit } from '../flows/deposits/deposit';
import { depositRoutePaths } from '../flows/deposits/deposit.routes';
import { addCardByCall, type FundsModule, type StripeGateway } from '../modules/funds';
import { checkedKey, customerScope, type Idempotency } from '../modules/idempotency';
import { AppError } from '../platform/app-error';
import type { Elevation as MoneyElevation } from '../platform/auth';
import { directDebitCalls } from './direct-debit-calls';
import type { PageRequest } from './page-viewer';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

export interface FundsCallsDeps {
  funds: FundsModule;
  /** What the deposit flows are given by their routes (flows/deposits/deposit.routes.ts). */
  deposits: DepositDeps;
  idempotency: Idempotency;
  /** Where the shop takes Stripe cards; without it POST /funds/stripe/setup is no call at all. */
  stripe: StripeGateway | null;
  /** What removing a card asks, as its route does (identity's moneyElevation; docs/decisions/346). */
  elevation: MoneyElevation;
}

/**
 * The funds calls of the pages' port (3-account.md §7 Funds): each runs what its route runs
 * (modules/funds/funds.routes.ts, stripe.routes.ts, flows/deposits/deposit.routes.ts); a deposit
 * asks the gateway first and books under the customer's Idempotency-Key as its route does
 * (`startDeposit`, then `idempotency.runCall` with the route's pattern, params and body), so a key
 * used over HTTP and retried here answers the first deposit, a 3-D Secure one's page included.
 */
export function fundsCalls(deps: FundsCallsDeps, kit: PortKit, request: PageRequest): FundsPort {
  const { funds, deposits, idempotency, stripe } = deps;
  const { call, signedIn } = kit;

  /** A deposit as its route makes it: the customer (401), the params and body (400), the key, the gateway, the booking. */
  const runDeposit = async <P extends object>(
    route: string,
    readParams: () => P,
    body: unknown,
    idempotencyKey: string,
    method: (params: P) => Pick<DepositRequest, 'methodCode' | 'fundId' | 'gatewayKey'>,
  ) => {
    const { customerId, currency } = await signedIn();
    const params = readParams();
    const asked = parseInput(depositBodySchema, body);
    const key = checkedKey(idempotencyKey);
    const { work } = await startDeposit(deposits, {
      customerId,
      currency,
      ...method(params),
      amount: asked.amount,
      metadata: asked.metadata,
      idempotencyKey: key,
    });
    const outcome = await idempotency.runCall(
      { scope: customerScope(customerId), key, method: 'POST', route: `${API_PREFIX}${route}`, params, body: asked },
      work,
    );
    return depositSchema.parse(outcome.body);
  };

  return {
    // Direct debit's mandate, deposit and deposits (decisions 522, 524).
    ...directDebitCalls(deps, kit),
    addCard: (gateway, body) =>
      call(async () => {
        const { customerId } = await signedIn();
        const params = parseInput(addCardParamsSchema, { method: 'cc', gateway });
        const asked = parseInput(addCardBodySchema, body);
        return fundSchema.parse(await addCardByCall(funds, customerId, params, asked));
      }),

    makeDefaultFund: (fundId) =>
      call(async () => {
        const { customerId } = await signedIn();
        const { id } = parseInput(fundIdParamsSchema, { id: fundId });
        return fundSchema.parse(await funds.setDefaultFund(customerId, id));
      }),

    removeFund: (fundId, { elevationCode }: Elevation) =>
      call(async () => {
        const auth = await signedIn();
        const { id } = parseInput(fundIdParamsSchema, { id: fundId });
        await deps.elevation.elevate(auth, elevationCode, request.ip);
        await funds.removeFund(auth.customerId, id);
        return null;
      }),

    stripeSetup: () =>
      call(async () => {
        const { customerId } = await signedIn();
        if (!stripe) {
          // Where the shop takes no Stripe cards the route is not registered, and the call's path
          // is POST /funds/{method}/{gateway}'s, which refuses the empty body: so is this call.
          parseInput(addCardParamsSchema, { method: 'stripe', gateway: 'setup' });
          parseInput(addCardBodySchema, null);
          throw new AppError('payment_method_unavailable');
        }
        return stripeSetupSchema.parse(await stripe.setup(customerId));
      }),

    cardDeposit: (fundId, body, { idempotencyKey }) =>
      call(() =>
        runDeposit(
          depositRoutePaths.card,
          () => parseInput(fundIdParamsSchema, { id: fundId }),
          body,
          idempotencyKey,
          (params) => ({ methodCode: 'cc', fundId: params.id }),
        ),
      ),

    walletDeposit: (method, gatewayKey, body, { idempotencyKey }) =>
      call(() =>
        runDeposit(
          depositRoutePaths.wallet,
          () => parseInput(walletDepositParamsSchema, { method, gatewayKey }),
          body,
          idempotencyKey,
          (params) => ({ methodCode: params.method, fundId: null, gatewayKey: params.gatewayKey }),
        ),
      ),

    bpayDetails: () => call(async () => bpayDetailsSchema.parse(await funds.bpayDetails(await signedIn()))),
    bankDepositDetails: () =>
      call(async () => bankDepositDetailsSchema.parse(await funds.bankDepositDetails(await signedIn()))),

    braintreeClientToken: () =>
      call(async () => {
        await signedIn();
        return braintreeClientTokenSchema.parse(await funds.gatewayClientToken('braintree'));
      }),

    braintreeDeposit: (body, { idempotencyKey }) =>
      call(async () => {
        const { customerId, currency } = await signedIn();
        const asked = parseInput(braintreeDepositBodySchema, body);
        const key = checkedKey(idempotencyKey);
        const { work } = await startBraintreeDeposit(deposits, {
          customerId,
          currency,
          idempotencyKey: key,
          body: asked,
        });
        const outcome = await idempotency.runCall(
          {
            scope: customerScope(customerId),
            key,
            method: 'POST',
            route: `${API_PREFIX}${braintreeDepositPath}`,
            params: {},
            body: asked,
          },
          work,
        );
        return depositSchema.parse(outcome.body);
      }),
  };
}
