import type { Customer } from '@drawline/contracts';
import type { CountryRules } from '../modules/country-rules';
import type { IdentityModule } from '../modules/identity';
import type { Wallet } from '../modules/wallet';
import type { AuthContext } from '../platform/auth';

export interface CustomerReadDeps {
  identity: Pick<IdentityModule, 'customer'>;
  wallet: Pick<Wallet, 'getFunds'>;
  countryRules: Pick<CountryRules, 'standing'>;
}

/**
 * GET /customer: the customer's account (identity) with their balance and available funds in
 * their currency (the wallet) and their standing in the country the request is located in (the
 * country rules), so no module is handed another's function.
 */
export async function readCustomer(
  { identity, wallet, countryRules }: CustomerReadDeps,
  auth: AuthContext,
  where: { sessionId?: string; countryCode: string },
): Promise<Customer> {
  const { currency, ...profile } = await identity.customer.profile(auth, where.sessionId);
  const [funds, standing] = await Promise.all([
    wallet.getFunds(profile.customerId, currency),
    countryRules.standing(profile.customerId, where.countryCode),
  ]);
  return { ...profile, balance: funds.balance, availableFunds: funds.availableFunds, ...standing };
}
