import type { Customer } from '@drawline/contracts';
import type { IdentityModule } from '../modules/identity';
import type { Wallet } from '../modules/wallet';
import type { AuthContext } from '../platform/auth';

export interface CustomerReadDeps {
  identity: Pick<IdentityModule, 'customer'>;
  wallet: Pick<Wallet, 'getFunds'>;
}

/**
 * GET /customer: the customer's account (identity) with their balance and available funds in
 * their currency (the wallet), so neither module is handed the other's function.
 */
export async function readCustomer(
  { identity, wallet }: CustomerReadDeps,
  auth: AuthContext,
  sessionId?: string,
): Promise<Customer> {
  const { currency, ...profile } = await identity.customer.profile(auth, sessionId);
  const funds = await wallet.getFunds(profile.customerId, currency);
  return { ...profile, balance: funds.balance, availableFunds: funds.availableFunds };
}
