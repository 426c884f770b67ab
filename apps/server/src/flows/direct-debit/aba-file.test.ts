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
    const [head, first, second, balancing, tail] = records as [string, string, string, string, string];
    expect(head.slice(0, 1)).toBe('0');
    expect(head.slice(18, 20)).toBe('01');
    expect(head.slice(20, 23)).toBe('CBA');
    expect(head.slice(30, 56)).toBe('DRAWLINE PTY LTD'.padEnd(26));
    expect(head.slice(56, 62)).toBe('301500');
    expect(head.slice(62, 74)).toBe('DEPOSITS    ');
    expect(head.slice(74, 80)).toBe('301126');
    expect(first.slice(0, 8)).toBe('1033-001');
    expect(first.slice(8, 17)).toBe('987654321');
    expect(first.slice(18, 20)).toBe('13');
    expect(first.slice(20, 30)).toBe('0000002500');
    expect(first.slice(30, 62)).toBe("Alex O'Brien".padEnd(32));
    expect(first.slice(62, 80)).toBe('DD1A2B3C4D'.padEnd(18));
    expect(first.slice(80, 87)).toBe('062-000');
    expect(first.slice(87, 96)).toBe(' 12345678');
    expect(first.slice(96, 112)).toBe('DRAWLINE'.padEnd(16));
    expect(first.slice(112, 120)).toBe('00000000');
    expect(second.slice(1, 17)).toBe('012-012    55501');
    expect(balancing.slice(18, 30)).toBe('500000012500');
    expect(tail.slice(0, 8)).toBe('7999-999');
    expect(tail.slice(20, 30)).toBe('0000000000');
    expect(tail.slice(30, 50)).toBe('00000125000000012500');
    expect(tail.slice(74, 80)).toBe('000003');
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
