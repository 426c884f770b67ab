import { z } from 'zod';
import type { DirectDebitSettings } from './modules/funds';

/**
 * How customers pay in and are paid out beyond the card gateway: each method's operator setting, off
 * when unset. The deposit and withdrawal codes of 3-account.md §9 read their switch from here.
 */
export const paymentMethodsEnv = {
  /** Stripe (docs/decisions/175): on when the secret and publishable keys are both set. */
  STRIPE_SECRET_KEY: z.string().regex(/^sk_/, 'must be a Stripe secret key (sk_…)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
    .optional(),
  /**
   * PayPal deposits through Braintree (decision 488): `braintree` with the BRAINTREE_* keys (the
   * official SDK), `sandbox` the built-in stand-in, `off`. Unset: braintree when its keys are set,
   * else the sandbox where the sandbox gateway is on (development, tests, a demo site), else off.
   */
  PAYPAL_DEPOSITS: z.enum(['braintree', 'sandbox', 'off']).optional(),
  BPAY_BILLER_CODE: z.optional(z.string().regex(/^\d{3,10}$/)),
  WISE_PAYOUTS: z.enum(['on', 'off']).optional(), // Wise withdrawals (`tw`, decision 531); unset: off
  DONATION_WITHDRAWALS: z.enum(['on', 'off']).optional(), // donations to a cause (`do`, decision 532); unset: off
  /** Bank deposits (`bd`, decision 519): the shop's account customers pay into, `BSB,account number,account name`. */
  BANK_DEPOSIT_ACCOUNT: z.optional(
    z.string().regex(/^\d{3}-?\d{3},\d{5,9},[A-Za-z0-9 &'()*+\-./]{1,32}$/, 'must be BSB,account number,account name'),
  ),
  /** PayID transfers (`td`, decision 519): the PayID of that same account (an email, a +61 mobile or an ABN). */
  PAYID_DEPOSIT: z.optional(z.string().regex(/^([^\s@,]{1,64}@[^\s@,]{1,190}\.[A-Za-z]{2,}|\+61\d{9}|\d{11})$/)),
  /** Direct debit (`dd`, decision 522): the shop's APCA user id and name, its bank and the account paid into. */
  DIRECT_DEBIT_USER_ID: z.optional(z.string().regex(/^\d{6}$/, 'must be the six-digit APCA user id')),
  DIRECT_DEBIT_USER_NAME: z.optional(z.string().regex(/^[A-Za-z0-9 &'()*+,\-./]{1,26}$/)),
  DIRECT_DEBIT_BANK: z.optional(z.string().regex(/^[A-Z]{3}$/, 'must be the bank abbreviation (CBA, WBC…)')),
  DIRECT_DEBIT_BSB: z.optional(z.string().regex(/^\d{3}-?\d{3}$/)),
  DIRECT_DEBIT_ACCOUNT_NUMBER: z.optional(z.string().regex(/^\d{5,9}$/)),
  DIRECT_DEBIT_ACCOUNT_NAME: z.optional(z.string().regex(/^[A-Za-z0-9 &'()*+,\-./]{1,32}$/)),
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  BRAINTREE_MERCHANT_ID: z.string().min(1).optional(),
  BRAINTREE_PUBLIC_KEY: z.string().min(1).optional(),
  BRAINTREE_PRIVATE_KEY: z.string().min(1).optional(),
  /** The merchant account of each currency, `AUD:account,GBP:account` (the account's default when unset). */
  BRAINTREE_MERCHANT_ACCOUNTS: z
    .string()
    .regex(/^([A-Z]{3}:[\w-]+)(,[A-Z]{3}:[\w-]+)*$/, 'must be CUR:account pairs, comma-separated')
    .optional(),
};

type PaymentMethodsEnv = z.infer<z.ZodObject<typeof paymentMethodsEnv>>;

export type PaymentMethodsConfig = {
  /** The Stripe gateway's keys; null leaves Stripe off (the default). */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | null } | null;
  /** PayPal deposits through Braintree (decision 488); null leaves PayPal through Braintree off. */
  paypal: PayPalConfig | null;
  bpayBillerCode: string | null; // BPAY's biller code (BPAY_BILLER_CODE, decision 530); null: BPAY off
  wisePayouts: boolean; // withdrawals to a Wise account (WISE_PAYOUTS=on, decision 531)
  donationWithdrawals: boolean; // withdrawals given to a cause (DONATION_WITHDRAWALS=on, decision 532)
  /** Bank deposits and PayID transfers into the shop's account (decision 519); null: both off. */
  bankDeposit: BankDepositSettings | null;
  /** Direct debit's sender (DIRECT_DEBIT_*, decision 522); null when any is unset: direct debit off. */
  directDebit: DirectDebitSender | null;
};

/** The shop's APCA user and account (decision 522): what the funds module's export writes as the sender. */
export type DirectDebitSender = DirectDebitSettings;

/**
 * Methods whose server side is built but whose console or storefront pages are not yet: a
 * production start refuses their settings, so no operator offers what finance cannot finish.
 * Development and tests take them, to build the rest. None now: direct debit is built end to end
 * (decisions 522 to 524).
 */
const NOT_YET_OFFERED: Partial<Record<keyof PaymentMethodsEnv, string>> = {};

/** The payment methods' part of the configuration; `sandboxOn` where the sandbox gateway runs. */
export function paymentMethodsConfigOf(
  e: PaymentMethodsEnv,
  sandboxOn: boolean,
  production = false,
): PaymentMethodsConfig {
  if (production) {
    const refused = Object.entries(NOT_YET_OFFERED).filter(([name]) => e[name as keyof PaymentMethodsEnv]);
    if (refused.length) {
      throw new Error(
        `Not offered yet, leave unset in production: ${refused.map(([name, what]) => `${name} (${what})`).join('; ')}.`,
      );
    }
  }
  return {
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
          }
        : null,
    paypal: paypalConfigOf(e, sandboxOn),
    bpayBillerCode: e.BPAY_BILLER_CODE ?? null,
    wisePayouts: e.WISE_PAYOUTS === 'on',
    donationWithdrawals: e.DONATION_WITHDRAWALS === 'on',
    bankDeposit: bankDepositOf(e),
    directDebit: directDebitOf(e),
  };
}

/** Direct debit's sender: every DIRECT_DEBIT_* set, or none (off; no value invented). */
function directDebitOf(e: PaymentMethodsEnv): DirectDebitSender | null {
  const { DIRECT_DEBIT_USER_ID: userId, DIRECT_DEBIT_USER_NAME: userName, DIRECT_DEBIT_BANK: bank } = e;
  const { DIRECT_DEBIT_BSB: bsb, DIRECT_DEBIT_ACCOUNT_NUMBER: accountNumber, DIRECT_DEBIT_ACCOUNT_NAME: name } = e;
  if (!userId || !userName || !bank || !bsb || !accountNumber || !name) return null;
  return { userId, userName, bank, bsb, accountNumber, accountName: name };
}

export interface BankDepositSettings {
  account: { bsb: string; accountNumber: string; accountName: string } | null;
  payId: string | null;
}

/** The shop's account (`bd`) and its PayID (`td`), decision 519: off when unset, a PayID only with its account. */
function bankDepositOf(e: PaymentMethodsEnv): BankDepositSettings | null {
  if (e.PAYID_DEPOSIT && !e.BANK_DEPOSIT_ACCOUNT) {
    throw new Error('PAYID_DEPOSIT needs BANK_DEPOSIT_ACCOUNT: its statement is how a transfer is credited.');
  }
  if (!e.BANK_DEPOSIT_ACCOUNT) return null;
  const [bsb = '', accountNumber = '', accountName = ''] = e.BANK_DEPOSIT_ACCOUNT.split(',');
  return {
    account: { bsb: bsb.replace(/^(\d{3})-?(\d{3})$/, '$1-$2'), accountNumber, accountName },
    payId: e.PAYID_DEPOSIT ?? null,
  };
}

export type PayPalConfig =
  | { gateway: 'sandbox' }
  | {
      gateway: 'braintree';
      environment: 'sandbox' | 'production';
      merchantId: string;
      publicKey: string;
      privateKey: string;
      merchantAccounts: Record<string, string>;
    };

/** Which Braintree PayPal deposits go through (decision 488): the SDK when its keys are set, the sandbox's stand-in, or none. */
function paypalConfigOf(e: PaymentMethodsEnv, sandboxOn: boolean): PayPalConfig | null {
  const keys = e.BRAINTREE_MERCHANT_ID && e.BRAINTREE_PUBLIC_KEY && e.BRAINTREE_PRIVATE_KEY;
  const wanted = e.PAYPAL_DEPOSITS ?? (keys ? 'braintree' : sandboxOn ? 'sandbox' : 'off');
  if (wanted === 'off') return null;
  if (wanted === 'sandbox') return sandboxOn ? { gateway: 'sandbox' } : null;
  if (!e.BRAINTREE_MERCHANT_ID || !e.BRAINTREE_PUBLIC_KEY || !e.BRAINTREE_PRIVATE_KEY) {
    throw new Error(
      'PAYPAL_DEPOSITS=braintree needs BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY.',
    );
  }
  return {
    gateway: 'braintree',
    environment: e.BRAINTREE_ENVIRONMENT,
    merchantId: e.BRAINTREE_MERCHANT_ID,
    publicKey: e.BRAINTREE_PUBLIC_KEY,
    privateKey: e.BRAINTREE_PRIVATE_KEY,
    merchantAccounts: Object.fromEntries(
      (e.BRAINTREE_MERCHANT_ACCOUNTS ?? '')
        .split(',')
        .filter(Boolean)
        .map((p) => p.split(':')),
    ),
  };
}
