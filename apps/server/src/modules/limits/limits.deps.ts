import { type Currency, DEFAULT_LIMIT_COOLING_OFF_DAYS, type JournalKind, type LimitPeriod } from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';

/**
 * The operator's responsible-gambling policy (docs/decisions/210): how long a raised or removed
 * limit waits, the site's own caps per period (the systemLimits, in cents of the customer's
 * currency, and the maximum a customer may set), and whether a spend limit is needed first.
 */
export interface LimitsPolicy {
  coolingOffDays: number;
  systemSpendLimits: Record<LimitPeriod, number>;
  systemDepositLimits: Record<LimitPeriod, number>;
  spendLimitRequired: boolean;
}

export const defaultLimitsPolicy: LimitsPolicy = {
  coolingOffDays: DEFAULT_LIMIT_COOLING_OFF_DAYS,
  systemSpendLimits: { daily: 200_000, weekly: 500_000, monthly: 1_000_000 },
  systemDepositLimits: { daily: 200_000, weekly: 500_000, monthly: 1_000_000 },
  spendLimitRequired: false,
};

/** What the limits' use cases take as arguments. */
export interface LimitsDeps {
  db: Db;
  clock: Clock;
  random: Random;
  policy: LimitsPolicy;
  /** The customer's currency: limits are kept in it (identity's customer.currencyOf). */
  currencyOf(customerId: string): Promise<Currency>;
  /** The ledger's figures for the monthly activity statement (the wallet's door). */
  ledger: {
    activityTotals(input: {
      customerId: string;
      currency: Currency;
      from: Date;
      to: Date;
    }): Promise<Partial<Record<JournalKind, number>>>;
    customersWithActivity(input: { from: Date; to: Date }): Promise<{ customerId: string; currency: Currency }[]>;
  };
  /** The customer's available funds in cents (the wallet's door): what a purchase needs no deposit for. */
  availableFunds(customerId: string, currency: Currency): Promise<number>;
  /** Where a statement is emailed (identity's customer details); null for an account that is gone. */
  recipientOf(customerId: string): Promise<{ email: string; firstname: string } | null>;
  /** The mail outbox: the email is written in the transaction that marks the statement sent. */
  mail: {
    enqueue(tx: Tx, email: { kind: string; to: string; subject: string; text: string }): Promise<string>;
    wake?(): void;
  };
  /** The storefront's address, for the link to the statement page. */
  publicUrl: string;
}
