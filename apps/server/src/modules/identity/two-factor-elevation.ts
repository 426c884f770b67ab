import type { TwoFactorService } from './create-two-factor';

/**
 * Changing the two-factor method of a customer who has it on is as sensitive as turning it off
 * (docs/decisions/053): the HTTP calls' preHandler and the pages' port both ask this.
 */
export async function changingTwoFactorNeedsElevation(twoFactor: TwoFactorService, customerId: string) {
  return Boolean((await twoFactor.settingsOf(customerId))?.enabled);
}
