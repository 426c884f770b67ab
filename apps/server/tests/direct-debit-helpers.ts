import { directDebitAgreementVersion } from '@drawline/contracts';

/** The shop's APCA user and account the direct debit tests run with (decision 522). */
export const DIRECT_DEBIT_SENDER = {
  userId: '301500',
  userName: 'DRAWLINE PTY LTD',
  bank: 'CBA',
  bsb: '062-000',
  accountNumber: '12345678',
  accountName: 'DRAWLINE PTY LTD',
};

/** The same as the DIRECT_DEBIT_* settings. */
export const DIRECT_DEBIT_ENV = {
  DIRECT_DEBIT_USER_ID: DIRECT_DEBIT_SENDER.userId,
  DIRECT_DEBIT_USER_NAME: DIRECT_DEBIT_SENDER.userName,
  DIRECT_DEBIT_BANK: DIRECT_DEBIT_SENDER.bank,
  DIRECT_DEBIT_BSB: DIRECT_DEBIT_SENDER.bsb,
  DIRECT_DEBIT_ACCOUNT_NUMBER: DIRECT_DEBIT_SENDER.accountNumber,
  DIRECT_DEBIT_ACCOUNT_NAME: DIRECT_DEBIT_SENDER.accountName,
};

/** A customer's Direct Debit Request body, agreed to the agreement the storefront shows. */
export const mandateBody = (overrides: Record<string, unknown> = {}) => ({
  accountName: 'Jo Citizen',
  bsb: '082-902',
  accountNumber: '987654321',
  agreementVersion: directDebitAgreementVersion,
  agreed: true as const,
  ...overrides,
});
