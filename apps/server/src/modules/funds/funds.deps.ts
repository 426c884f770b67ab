import type { WithdrawalMethod } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { PaymentGateway } from './payment-gateway';

/** What the funds use cases take as arguments. */
export interface FundsDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** The card gateways switched on, the priority gateway first (the sandbox unless configured). */
  gateways: readonly PaymentGateway[];
  /** The gateway that takes digital wallet payments. */
  walletGateway: PaymentGateway | null;
  /**
   * The ways the customer can be paid out, with their bank accounts (the payouts module keeps
   * them). Still an argument (docs/decisions/323): GET /payment_methods lists both.
   */
  withdrawalMethods(customerId: string): Promise<WithdrawalMethod[]>;
}

export function gatewayOf(deps: FundsDeps, key: string): PaymentGateway | undefined {
  return deps.gateways.find((g) => g.key === key) ?? (deps.walletGateway?.key === key ? deps.walletGateway : undefined);
}
