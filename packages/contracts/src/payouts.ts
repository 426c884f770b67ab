import { z } from 'zod';
import { moneySchema } from './catalogue';
import { formMessages } from './forms';

/**
 * Bank accounts and withdrawals (3-account.md §3, §5, §7, §9; docs/decisions/180-184):
 * POST /funds/bank-account (v3.8), POST /funds/{id}/withdraw (v3.1), the customer's withdrawals,
 * and the finance staff's queue.
 */

/** Withdrawal method codes (3-account.md §9). */
export const withdrawalMethodCodes = ['tt', 'pl', 'tw', 'do'] as const;
export type WithdrawalMethodCode = (typeof withdrawalMethodCodes)[number];

/** The withdrawal method a bank account (or PayID) is paid by: bank transfer (docs/decisions/180). */
export const BANK_TRANSFER_METHOD_CODE = 'tt' satisfies WithdrawalMethodCode;

/**
 * PayPal payouts (decision 489): a PayPal email kept with the bank accounts, its code `pl` and its
 * bank type `payid_email` (the spec's bank types have no other for an address paid by email).
 */
export const PAYPAL_WITHDRAWAL_METHOD_CODE = 'pl' satisfies WithdrawalMethodCode;

/**
 * Wise payouts (decision 531): `tw` is a transfer to the customer's Wise (TransferWise) account,
 * kept by its email with the bank type `payid_email` as a PayPal account is, paid by finance.
 */
export const WISE_WITHDRAWAL_METHOD_CODE = 'tw' satisfies WithdrawalMethodCode;

/** The codes paid to an account named by its email alone (decisions 489 and 531). */
export const EMAIL_ACCOUNT_METHOD_CODES: readonly WithdrawalMethodCode[] = [
  PAYPAL_WITHDRAWAL_METHOD_CODE,
  WISE_WITHDRAWAL_METHOD_CODE,
];

/**
 * Donations (decision 532): `do` gives withdrawable cash to one of the shop's open causes, named
 * in the withdraw call's path where the other codes name a kept account; it has no bank type.
 */
export const DONATION_WITHDRAWAL_METHOD_CODE = 'do' satisfies WithdrawalMethodCode;

/** Withdrawal bank account types (3-account.md §9). */
export const bankAccountTypes = ['national', 'international', 'payid_email', 'payid_phone'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

/** Messages the spec does not give (docs/decisions/181); the spec's own come from formMessages. */
export const payoutMessages = {
  bsb: 'Please enter a valid 6 digit BSB',
  swift: 'Please enter a valid SWIFT code',
  accountNumber: 'Please enter a valid account number',
  bankTypeMismatch: 'This account cannot be paid that way',
  notCancellable: 'This withdrawal can no longer be cancelled',
  reasonRequired: 'A reason is required',
  /** A new bank account or PayID waits before its first withdrawal (docs/decisions/346). */
  onHold: (from: string) => `This account can be used for withdrawals from ${from}`,
  /** A donation to a cause no raffle on sale supports (decision 532). */
  causeClosed: 'This cause is not taking donations',
  /** A donation where the operator does not offer them, or one sent with a bank type (decision 532). */
  donationsOff: 'Donations to a cause are not offered',
  noBankTypeForCause: 'A donation to a cause has no bank type',
} as const;

const BSB = /^\d{3}-?\d{3}$/;
const NATIONAL_ACCOUNT_NUMBER = /^\d{5,9}$/;
const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** An IBAN or another country's account number: letters and digits, spaces dropped. */
const INTERNATIONAL_ACCOUNT_NUMBER = /^[A-Z0-9]{6,34}$/;
/** A PayID phone: an Australian mobile, local or +61. */
const PAYID_PHONE = /^(\+614|04)\d{8}$/;

const compact = (value: string) => value.replace(/[\s]/g, '');

/**
 * POST /funds/bank-account (v3.8) body: code, accountNumber, accountName, type (3-account.md §7),
 * and the bank code the form names bankCode (a BSB for a national account, a SWIFT code for an
 * international one). A refusal names the server's fields account_number, bsb and swift, which the
 * form maps to accountNumber and bankCode (3-account.md §5).
 */
export const addBankAccountBodySchema = z
  .object({
    code: z.enum([BANK_TRANSFER_METHOD_CODE, PAYPAL_WITHDRAWAL_METHOD_CODE, WISE_WITHDRAWAL_METHOD_CODE], {
      message: formMessages.required,
    }),
    accountNumber: z.string({ message: formMessages.required }).trim().min(1, formMessages.required).max(100),
    accountName: z.string({ message: formMessages.required }).trim().min(1, formMessages.required).max(100),
    type: z.enum(bankAccountTypes, { message: formMessages.required }),
    bankCode: z.string().trim().max(20).optional(),
  })
  .superRefine((body, ctx) => {
    const number = compact(body.accountNumber);
    const bankCode = compact(body.bankCode ?? '').toUpperCase();
    const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // A PayPal or Wise account is its email (decisions 489 and 531).
    if (EMAIL_ACCOUNT_METHOD_CODES.includes(body.code) && body.type !== 'payid_email')
      refuse('type', payoutMessages.bankTypeMismatch);
    switch (body.type) {
      case 'national':
        if (!bankCode) refuse('bsb', formMessages.required);
        else if (!BSB.test(bankCode))
          refuse('bsb', /^[\d-]+$/.test(bankCode) ? payoutMessages.bsb : formMessages.numbers);
        if (!/^\d+$/.test(number)) refuse('account_number', formMessages.numbers);
        else if (!NATIONAL_ACCOUNT_NUMBER.test(number)) refuse('account_number', payoutMessages.accountNumber);
        break;
      case 'international':
        if (!bankCode) refuse('swift', formMessages.required);
        else if (!SWIFT.test(bankCode)) refuse('swift', payoutMessages.swift);
        if (!INTERNATIONAL_ACCOUNT_NUMBER.test(number.toUpperCase())) {
          refuse('account_number', payoutMessages.accountNumber);
        }
        break;
      case 'payid_email':
        if (!z.email().safeParse(body.accountNumber).success) refuse('account_number', formMessages.email);
        break;
      case 'payid_phone':
        if (!PAYID_PHONE.test(number)) refuse('account_number', formMessages.phone);
        break;
    }
  });
export type AddBankAccountBody = z.infer<typeof addBankAccountBodySchema>;

/** The form's field a server message belongs to (3-account.md §5). */
export function bankAccountFormField(serverField: string): string {
  if (serverField === 'bsb' || serverField === 'swift') return 'bankCode';
  if (serverField === 'account_number') return 'accountNumber';
  if (serverField === 'account_name') return 'accountName';
  return serverField;
}

/** The stored form of what the customer typed: spaces dropped, BSB as 123-456, codes upper case. */
export function normaliseBankAccount(body: AddBankAccountBody): {
  accountNumber: string;
  bankCode: string | null;
} {
  const number = compact(body.accountNumber);
  const code = compact(body.bankCode ?? '').toUpperCase();
  switch (body.type) {
    case 'national':
      return {
        accountNumber: number,
        bankCode: `${code.replace('-', '').slice(0, 3)}-${code.replace('-', '').slice(3)}`,
      };
    case 'international':
      return { accountNumber: number.toUpperCase(), bankCode: code };
    case 'payid_email':
      return { accountNumber: body.accountNumber.trim().toLowerCase(), bankCode: null };
    case 'payid_phone':
      return { accountNumber: number.startsWith('+61') ? `0${number.slice(3)}` : number, bankCode: null };
  }
}

/**
 * A bank account as the customer sees it: a fund of the bank transfer withdrawal method
 * (3-account.md §3: id, default flag, type). The account number shows its last digits only.
 */
export const bankAccountSchema = z.object({
  id: z.string(),
  code: z.enum(withdrawalMethodCodes),
  type: z.literal('bank'),
  bankType: z.enum(bankAccountTypes),
  default: z.boolean(),
  accountName: z.string(),
  accountNumber: z.string(),
  bankCode: z.string().nullable(),
  /**
   * When withdrawals to it are first accepted (ISO time): a new payout destination waits
   * (docs/decisions/346), so one added from a stolen session cannot be paid at once.
   */
  usableFrom: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** A withdrawal method keyed by code, with its funds (3-account.md §3). */
export const withdrawalMethodSchema = z.object({
  code: z.enum(withdrawalMethodCodes),
  funds: z.array(bankAccountSchema),
});
export type WithdrawalMethod = z.infer<typeof withdrawalMethodSchema>;

/**
 * An amount a customer types, in major units: 'Amount must follow format e.g: 1.50' (at most two
 * decimals, no negatives; 3-account.md §5), at least 0.01; answers minor units.
 */
export const amountInputSchema = z
  .union([z.string(), z.number()], { message: formMessages.required })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: formMessages.required });
      return z.NEVER;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(text) || text.length > 12) {
      ctx.addIssue({ code: 'custom', message: formMessages.currency });
      return z.NEVER;
    }
    const [whole, fraction = ''] = text.split('.');
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (cents < 1) {
      ctx.addIssue({ code: 'custom', message: formMessages.minimum('0.01') });
      return z.NEVER;
    }
    return cents;
  });

/**
 * POST /funds/{id}/withdraw (v3.1) body: amount, withdrawal method code, bank type (3-account.md
 * §7). A donation (`do`, decision 532) has no bank type: asked for every other code, refused with it.
 */
export const withdrawBodySchema = z
  .object({
    amount: amountInputSchema,
    code: z.enum(withdrawalMethodCodes, { message: formMessages.required }),
    bankType: z.enum(bankAccountTypes, { message: formMessages.required }).optional(),
  })
  .superRefine((body, ctx) => {
    const donation = body.code === DONATION_WITHDRAWAL_METHOD_CODE;
    if (!donation && body.bankType === undefined)
      ctx.addIssue({ code: 'custom', path: ['bankType'], message: formMessages.required });
    if (donation && body.bankType !== undefined)
      ctx.addIssue({ code: 'custom', path: ['bankType'], message: payoutMessages.noBankTypeForCause });
  });
export type WithdrawBody = z.input<typeof withdrawBodySchema>;

/** A withdrawal's life (docs/decisions/182): the states of its transitions table. */
export const withdrawalStatuses = ['requested', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** The cause a donation went to, as the customer gave it (decision 532). */
export const donationCauseSchema = z.object({ key: z.string(), name: z.string(), charityName: z.string() });
export type DonationCause = z.infer<typeof donationCauseSchema>;

/** A withdrawal as its customer sees it: paid to a kept account, or given to a cause (`do`). */
export const withdrawalSchema = z.object({
  withdrawId: z.string(),
  /** The ledger transaction that reserved the amount (the line on GET /transactions). */
  transactionId: z.string(),
  status: z.enum(withdrawalStatuses),
  amount: moneySchema,
  code: z.enum(withdrawalMethodCodes),
  /** Null for a donation, which has a cause instead of an account. */
  bankType: z.enum(bankAccountTypes).nullable(),
  bankAccount: bankAccountSchema.nullable(),
  cause: donationCauseSchema.nullable(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  rejectionReason: z.string().nullable(),
  /** The customer may still cancel it (only while requested). */
  cancellable: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** The finance staff's view: the customer's id and the full account details to pay (null for a donation). */
export const staffWithdrawalSchema = withdrawalSchema.extend({
  customerId: z.string(),
  payTo: z.object({ accountName: z.string(), accountNumber: z.string(), bankCode: z.string().nullable() }).nullable(),
});
export type StaffWithdrawal = z.infer<typeof staffWithdrawalSchema>;

/** What finance owes a cause's charity: its approved donations, not yet marked paid (decision 532). */
export const donationTotalSchema = donationCauseSchema.extend({ count: z.number().int(), total: moneySchema });
export type DonationTotal = z.infer<typeof donationTotalSchema>;

export const rejectWithdrawalBodySchema = z.object({
  reason: z.string({ message: payoutMessages.reasonRequired }).trim().min(1, payoutMessages.reasonRequired).max(500),
});

/** Path of GET /withdrawals/{withdrawId}. */
export const withdrawalParamsSchema = z.object({ withdrawId: z.string().max(100) });
/** POST /funds/{id}/withdraw: the bank account's id in the path. */
export const withdrawFromParamsSchema = z.object({ id: z.string().max(100) });
/** Path of GET /withdrawals/transaction/{transactionId}. */
export const withdrawalOfTransactionParamsSchema = z.object({ transactionId: z.string().max(100) });
