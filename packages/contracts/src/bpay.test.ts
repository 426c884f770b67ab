import { describe, expect, it } from 'vitest';
import { parseBankStatement, parseBpayFile } from './bpay';

describe("the bank's BPAY file", () => {
  it('skips the header line and blank lines', () => {
    const parsed = parseBpayFile(
      'bank reference,customer reference,amount,paid on\n\nBANK-0001,1000000008,42.50,2026-11-27\n',
    );
    expect(parsed).toEqual({
      lines: [{ bankReference: 'BANK-0001', customerReference: '1000000008', amount: 4250, paidOn: '2026-11-27' }],
    });
  });

  it('imports a first payment whose bank reference begins with "bank", rather than taking it for the header', () => {
    const parsed = parseBpayFile('BANKREF1,1000000008,25.00,2026-11-28\nBANK-0002,1000000008,9.00,2026-11-28');
    expect(parsed).toMatchObject({
      lines: [{ bankReference: 'BANKREF1', amount: 2500 }, { bankReference: 'BANK-0002' }],
    });
  });
});

describe("the bank's statement", () => {
  it('skips the header line, blank lines and debits', () => {
    const parsed = parseBankStatement(
      'Date,Amount,Description,Transaction id\n\n2026-11-27,42.50,Deposit 1000000008,TX-0001\n2026-11-27,-3.00,Fee,TX-0002\n',
    );
    expect(parsed).toMatchObject({
      lines: [{ transactionId: 'TX-0001', paidOn: '2026-11-27', amount: 4250, customerReference: '1000000008' }],
    });
  });
});
