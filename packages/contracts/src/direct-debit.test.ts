import { describe, expect, it } from 'vitest';
import { directDebitMandateBodySchema, parseDirectDebitOutcomes } from './direct-debit';

const mandate = {
  accountName: "Alex O'Brien",
  bsb: '033-001',
  accountNumber: '987654321',
  agreementVersion: '2026-11-28',
  agreed: true,
};

describe('a direct debit request', () => {
  it('takes an account with the agreement ticked, and nothing else', () => {
    expect(directDebitMandateBodySchema.safeParse(mandate).success).toBe(true);
    expect(directDebitMandateBodySchema.safeParse({ ...mandate, bsb: '033001' }).success).toBe(true);
    for (const bad of [
      { ...mandate, agreed: false },
      { ...mandate, agreed: 'true' },
      { ...mandate, accountName: 'Zoë Ng' },
      { ...mandate, accountName: 'A\u0000B' },
      { ...mandate, accountName: '\ud800' },
      { ...mandate, accountName: 'A'.repeat(33) },
      { ...mandate, bsb: '03-3001' },
      { ...mandate, accountNumber: '1234' },
      { ...mandate, accountNumber: '12345678901' },
      { ...mandate, customerId: 'someone-else' },
    ]) {
      expect(directDebitMandateBodySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('the direct debit outcome file', () => {
  it('reads collected and dishonoured deposits, with or without a heading', () => {
    expect(
      parseDirectDebitOutcomes(
        'reference,outcome,reason\r\nDD1A2B3C4D,collected\r\nDD5E6F7G8H,dishonoured,Refer to customer\r\n',
      ),
    ).toEqual({
      lines: [
        { reference: 'DD1A2B3C4D', outcome: 'collected', reason: '' },
        { reference: 'DD5E6F7G8H', outcome: 'dishonoured', reason: 'Refer to customer' },
      ],
    });
  });

  it('refuses the whole file for one bad line, a repeated reference or no outcome', () => {
    const refused = (text: string) => 'errors' in parseDirectDebitOutcomes(text);
    expect(refused('DD1A2B3C4D,collected\nDD5E6F7G8H,bounced')).toBe(true);
    expect(refused('DD1A2B3C4D,collected,extra reason')).toBe(true);
    expect(refused('DD1A2B3C4D,dishonoured,\u0000')).toBe(true);
    expect(refused('dd1a2b3c4d,collected')).toBe(true);
    expect(refused('DD1A2B3C4D,collected\nDD1A2B3C4D,dishonoured,Closed')).toBe(true);
    expect(refused('\n\n')).toBe(true);
    expect(
      refused(Array.from({ length: 1001 }, (_, i) => `DD${String(i).padStart(8, '0')},collected`).join('\n')),
    ).toBe(true);
    expect(parseDirectDebitOutcomes('x\ny')).toEqual({
      errors: [
        'Line 1 is not "reference,collected" or "reference,dishonoured,reason".',
        'Line 2 is not "reference,collected" or "reference,dishonoured,reason".',
      ],
    });
  });
});
