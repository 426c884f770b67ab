import {
  type CardBrand,
  type Currency,
  type DigitalWalletCode,
  digitalWalletCodes,
  type PaymentMethodCode,
  type PaymentMethodRules,
} from '@drawline/contracts';

/**
 * The rules of each payment method the shop offers (3-account.md §3 and §5: minAmount, maxAmount,
 * cscRequired by gateway and brand), as data (docs/decisions/171). Amounts in minor units of the
 * customer's currency.
 */
const offered: Partial<Record<PaymentMethodCode, { name: string; min: number; max: number }>> = {
  cc: { name: 'Credit or debit card', min: 1000, max: 500_000 },
  pl: { name: 'PayPal', min: 1000, max: 200_000 },
  ap: { name: 'Apple Pay', min: 1000, max: 200_000 },
  gp: { name: 'Google Pay', min: 1000, max: 200_000 },
  // Paid from the customer's bank to the biller code; offered only where one is set (decision 530).
  bp: { name: 'BPAY', min: 100, max: 1_000_000 },
  // Paid into the shop's account, quoting the customer's reference; credited from its statement (decision 519).
  bd: { name: 'Bank deposit', min: 100, max: 1_000_000 },
  td: { name: 'PayID transfer', min: 100, max: 1_000_000 },
  // Collected from the customer's bank account under their mandate; offered only where set up (decision 522).
  dd: { name: 'Direct debit', min: 1000, max: 500_000 },
};

/** Whether the card security code is asked for, by gateway and brand. */
const cscRequired: Record<string, Record<CardBrand, boolean>> = {
  sandbox: { visa: true, mastercard: true, amex: true },
};

export function offeredMethodCodes(): PaymentMethodCode[] {
  return Object.keys(offered) as PaymentMethodCode[];
}

export function isDigitalWallet(code: string): code is DigitalWalletCode {
  return (digitalWalletCodes as readonly string[]).includes(code);
}

export function methodName(code: PaymentMethodCode): string {
  return offered[code]?.name ?? code;
}

/** The rules of a method for a currency and the gateways that take it; null when not offered. */
export function methodRules(
  code: PaymentMethodCode,
  currency: Currency,
  gateways: readonly string[],
): PaymentMethodRules | null {
  const method = offered[code];
  if (!method) return null;
  return {
    enabled: true,
    minAmount: { amount: method.min, currency },
    maxAmount: { amount: method.max, currency },
    gateway: Object.fromEntries(
      code === 'cc'
        ? gateways.map((g) => [g, { cscRequired: cscRequired[g] ?? { visa: true, mastercard: true, amex: true } }])
        : [],
    ),
  };
}
