import { describe, expect, it } from 'vitest';
import { AbaFieldError, abaBsb, maskAccountNumber, validAccountNumber, writeAbaFile } from './aba-file.js';

const sender = {
  userId: '301500',
  userName: 'DRAWLINE PTY LTD',
  bank: 'CBA',
  bsb: '062000',
  accountNumber: '12345678',
  accountName: 'Drawline Pty Ltd',
  remitter: 'DRAWLINE',
};

const file = {
  sender,
  processingDate: '2026-11-30',
  description: 'DEPOSITS',
  debits: [
    {
      bsb: '033-001',
      accountNumber: '987654321',
      accountName: "Alex O'Brien",
      amountCents: 2500,
      reference: 'DD1A2B3C4D',
    },
    { bsb: '012012', accountNumber: '55501', accountName: 'Sam Lee', amountCents: 10_000, reference: 'DD5E6F7G8H' },
  ],
};

describe('the ABA direct entry file', () => {
  it('writes the descriptive, debit, balancing and total records at their columns', () => {
    const lines = writeAbaFile(file).split('\r\n');
    expect(lines.at(-1)).toBe('');
    const records = lines.slice(0, -1);
    expect(records.map((r) => r.length)).toEqual([120, 120, 120, 120, 120]);
    // [record, first column (from 1), the characters there], as the ABA layout numbers them.
    const columns: [number, number, string][] = [
      [0, 1, '0'],
      [0, 19, '01CBA'],
      [0, 31, `${'DRAWLINE PTY LTD'.padEnd(26)}301500DEPOSITS    301126`],
      [1, 1, '1033-001987654321 130000002500'],
      [1, 31, `${"Alex O'Brien".padEnd(32)}${'DD1A2B3C4D'.padEnd(18)}062-000 12345678`],
      [1, 97, `${'DRAWLINE'.padEnd(16)}00000000`],
      [2, 2, '012-012    55501'],
      [3, 19, '500000012500'],
      [4, 1, '7999-999'],
      [4, 21, '000000000000000125000000012500'],
      [4, 75, '000003'],
    ];
    for (const [record, from, expected] of columns) {
      expect(records[record]?.slice(from - 1, from - 1 + expected.length), `record ${record} at ${from}`).toBe(
        expected,
      );
    }
  });

  it('refuses a field the banks would refuse and names it, rather than changing it', () => {
    const refused = (change: Partial<(typeof file.debits)[number]>) => {
      const debits = [{ ...file.debits[0], ...change } as (typeof file.debits)[number]];
      try {
        writeAbaFile({ ...file, debits });
      } catch (error) {
        return error instanceof AbaFieldError ? error.field : 'other';
      }
      return 'written';
    };
    expect(refused({ accountName: 'Zoë Ng' })).toBe('debits[0].accountName');
    expect(refused({ accountName: 'A'.repeat(33) })).toBe('debits[0].accountName');
    expect(refused({ accountName: 'Bad\u0000name' })).toBe('debits[0].accountName');
    expect(refused({ bsb: '03300' })).toBe('debits[0].bsb');
    expect(refused({ accountNumber: '1234' })).toBe('debits[0].accountNumber');
    expect(refused({ accountNumber: '1234567890' })).toBe('debits[0].accountNumber');
    expect(refused({ amountCents: 0 })).toBe('debits[0].amountCents');
    expect(refused({ amountCents: 1.5 })).toBe('debits[0].amountCents');
    expect(refused({ reference: 'R'.repeat(19) })).toBe('debits[0].reference');
    expect(refused({})).toBe('written');
    expect(() => writeAbaFile({ ...file, debits: [] })).toThrow(AbaFieldError);
    expect(() => writeAbaFile({ ...file, sender: { ...sender, userId: '30150' } })).toThrow('userId');
    expect(() => writeAbaFile({ ...file, processingDate: '30/11/2026' })).toThrow('processingDate');
  });

  it('checks and masks the customer account', () => {
    expect(abaBsb('062000')).toBe('062-000');
    expect(() => abaBsb('06200a')).toThrow(AbaFieldError);
    expect(validAccountNumber('12345')).toBe(true);
    expect(validAccountNumber('12 345')).toBe(false);
    expect(maskAccountNumber('987654321')).toBe('•••321');
    expect(maskAccountNumber('987654321')).not.toContain('654');
  });
});
