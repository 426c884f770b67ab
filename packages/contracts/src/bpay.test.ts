import { describe, expect, it } from 'vitest';
import { parseBpayFile } from './bpay';

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
