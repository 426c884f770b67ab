import type { CountryStanding } from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import { countryNameOf } from '../site';
import { countryAcknowledgements } from './country-rules.tables';

/** What a purchase from a banned country is refused with, at the cart and at the purchase alike. */
export const COUNTRY_BANNED_REASON = 'country_banned';

/**
 * The shop's country rules (issue 29, docs/decisions/384): the countries it does not sell to
 * (`BANNED_COUNTRIES`), judged on the country the shop locates the request in (modules/site
 * `locate`). A visitor there may browse, sign in, see their account and withdraw; they cannot buy,
 * and a signed-in customer is asked once per country to acknowledge it.
 */
export function createCountryRules(deps: { db: Db; clock: Clock; bannedCountries: readonly string[] }) {
  const banned = new Set(deps.bannedCountries);
  const isBanned = (countryCode: string) => banned.has(countryCode);

  async function acknowledged(customerId: string, countryCode: string): Promise<boolean> {
    const [row] = await deps.db
      .select({ at: countryAcknowledgements.acknowledgedAt })
      .from(countryAcknowledgements)
      .where(
        and(eq(countryAcknowledgements.customerId, customerId), eq(countryAcknowledgements.countryCode, countryCode)),
      );
    return row !== undefined;
  }

  return {
    isBanned,

    /** The message of the cart's blocked reason and of the purchase's refusal. */
    bannedMessage: (countryCode: string) =>
      `Tickets can't be bought from ${countryNameOf(countryCode)}. You can still use your account and withdraw your winnings.`,

    /** GET /customer's countryBanned and countryBannedConfirmationRequired for a customer located in `countryCode`. */
    async standing(customerId: string, countryCode: string): Promise<CountryStanding> {
      if (!isBanned(countryCode)) return { countryBanned: false, countryBannedConfirmationRequired: false };
      return { countryBanned: true, countryBannedConfirmationRequired: !(await acknowledged(customerId, countryCode)) };
    },

    /**
     * POST /customer/terms-and-conditions/location: the customer acknowledges the country they are
     * located in. Only a banned country is recorded; sending it twice records it once.
     */
    async acknowledge(customerId: string, countryCode: string): Promise<CountryStanding> {
      if (isBanned(countryCode)) {
        await deps.db
          .insert(countryAcknowledgements)
          .values({ customerId, countryCode, acknowledgedAt: deps.clock.now() })
          .onConflictDoNothing();
      }
      return this.standing(customerId, countryCode);
    },

    /** Refuses a purchase made from a banned country: 403 `country_banned`, nothing changed. */
    refusePurchaseFromBannedCountry(countryCode: string): void {
      if (!isBanned(countryCode)) return;
      throw new AppError('country_banned', { message: this.bannedMessage(countryCode) });
    },
  };
}

export type CountryRules = ReturnType<typeof createCountryRules>;
