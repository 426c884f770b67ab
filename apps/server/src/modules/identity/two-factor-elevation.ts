import type { Elevation } from '../../platform/auth';
import type { TwoFactorService } from './create-two-factor';

/**
 * Changing the two-factor method of a customer who has it on is as sensitive as turning it off
 * (docs/decisions/053): the HTTP calls' preHandler and the pages' port both ask this.
 */
export async function changingTwoFactorNeedsElevation(twoFactor: TwoFactorService, customerId: string) {
  return Boolean((await twoFactor.settingsOf(customerId))?.enabled);
}

/**
 * The step-up of money leaving the account (a withdrawal, adding a bank account or PayID,
 * removing a card; docs/decisions/346): a customer with two-factor on gives a fresh code (or was
 * elevated in the window), as for the account's sensitive calls; one without it is not asked.
 * The HTTP routes' preHandler and the pages' port both ask this one Elevation.
 */
export function elevationWhenTwoFactorOn(twoFactor: TwoFactorService, elevation: Elevation): Elevation {
  return {
    elevate: async (auth, otp, ip) => {
      if (await changingTwoFactorNeedsElevation(twoFactor, auth.customerId)) await elevation.elevate(auth, otp, ip);
    },
  };
}
