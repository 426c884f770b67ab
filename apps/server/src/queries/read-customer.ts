import type { Customer } from '@drawline/contracts';
import type { CapabilitiesService } from '../modules/capabilities';
import type { CountryRules } from '../modules/country-rules';
import type { IdentityModule } from '../modules/identity';
import type { Migration } from '../modules/migration';
import type { Verification } from '../modules/verification';
import type { Wallet } from '../modules/wallet';
import type { AuthContext } from '../platform/auth';

export interface CustomerReadDeps {
  identity: Pick<IdentityModule, 'customer'>;
  wallet: Pick<Wallet, 'getFunds'>;
  countryRules: Pick<CountryRules, 'standing'>;
  verification: Pick<Verification, 'stateOf'>;
  capabilities: Pick<CapabilitiesService, 'customerHas'>;
  migration: Pick<Migration, 'statusOf'>;
}

/**
 * GET /customer: the customer's account (identity) with their balance and available funds in
 * their currency (the wallet), their standing in the country the request is located in (the
 * country rules), their identity verification with the rules of their segment (decision 440) and
 * their previous shop's account (decision 468),
 * so no module is handed another's function.
 */
export async function readCustomer(
  { identity, wallet, countryRules, verification, capabilities, migration }: CustomerReadDeps,
  auth: AuthContext,
  where: { sessionId?: string; countryCode: string },
): Promise<Customer> {
  const { currency, ...profile } = await identity.customer.profile(auth, where.sessionId);
  const [funds, standing, withdrawalRequiresVerification, connectIdAllowed, migrationStatus] = await Promise.all([
    wallet.getFunds(profile.customerId, currency),
    countryRules.standing(profile.customerId, where.countryCode),
    capabilities.customerHas(auth.segmentName, 'wallet_withdrawal_verification_required'),
    capabilities.customerHas(auth.segmentName, 'verification_connect_id'),
    migration.statusOf({
      customerId: profile.customerId,
      email: profile.email,
      emailConfirmed: !profile.emailAddressConfirmationRequired,
      currency,
    }),
  ]);
  const verified = await verification.stateOf(profile.customerId, {
    withdrawalRequiresVerification,
    connectIdAllowed,
  });
  return {
    ...profile,
    balance: funds.balance,
    availableFunds: funds.availableFunds,
    ...standing,
    ...verified,
    migrationStatus,
  };
}
