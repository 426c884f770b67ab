import type { ConsoleDraw, StaffPort, StaffRole } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consoleDrawsAction } from './draws/draws.server';
import { STAFF_TOKEN_COOKIE } from './staff-session.server';
import { consoleVouchersAction } from './vouchers/vouchers.server';
import { consoleWithdrawalsAction } from './withdrawals/withdrawals.server';

/**
 * The console's vouchers, draws and withdrawals forms are checked by their calls' own contracts
 * schemas (checkForm) before a call is made: a refused form is a 400 with the field's message, as
 * the form's (named by its label) and beside the field, and the staff port is not called.
 */

const draw: ConsoleDraw = {
  drawId: 'draw-1',
  offerName: 'Powerball',
  drawNo: 1500,
  type: 'lottery',
  status: 'DRAW_CLOSED',
  drawDate: '2026-11-26T09:30:00.000Z',
  stopDate: '2026-11-26T08:30:00.000Z',
  currency: 'AUD',
  numberSets: [
    { name: 'Numbers', count: 3, min: 1, max: 35, ordered: false },
    { name: 'Powerball', count: 1, min: 1, max: 20, ordered: false },
  ],
  divisions: [
    { division: 1, description: 'Division 1' },
    { division: 2, description: 'Division 2' },
  ],
  entry: null,
};

/** A staff port that answers `me` with the roles given and records every other call it is asked. */
function shop(roles: StaffRole[]) {
  const calls: { name: string; args: unknown[] }[] = [];
  const port = new Proxy({} as StaffPort, {
    get:
      (_target, name: string) =>
      async (...args: unknown[]) => {
        if (name === 'me') return { id: 'member-1', roles };
        if (name === 'consoleDraw') return draw;
        calls.push({ name, args });
        return {};
      },
  });
  const context = { staff: () => port, cookieSecure: false } as unknown as AppLoadContext;
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`http://shop.test/console/${path}`, {
      method: 'POST',
      headers: { cookie: `${STAFF_TOKEN_COOKIE}=token`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  return { calls, context, post };
}

interface Answer {
  data: { error: string | null; done: string | null; fields: Record<string, string[]> };
  init: { status?: number } | null;
}

const voucher = {
  code: 'spring',
  type: 'voucher_fixed_discount',
  description: 'Five dollars off',
  amount: '5.00',
  percentOff: '',
  minimumSpend: '',
  expiresOn: '',
};

describe('the console vouchers form', () => {
  it.each([
    [{ description: 'ab' }, 'description', 'Description: Give a description (3 characters or more).'],
    [{ code: 'a!' }, 'code', 'Code: 3 to 20 letters and digits.'],
    [{ amount: 'five' }, 'amount', 'Amount: Enter amounts such as 5.00.'],
    [{ amount: '-5.00' }, 'amount', 'Amount: Enter an amount above zero.'],
    [{ type: 'voucher_free_money' }, 'type', 'Kind: Choose a kind of voucher.'],
    [
      { type: 'voucher_percent_discount', amount: '', percentOff: '150' },
      'percent_off',
      'Percent off: Enter a percentage from 1 to 100.',
    ],
    [
      { type: 'voucher_percent_discount', amount: '', percentOff: 'ten' },
      'percent_off',
      'Percent off: Enter a percentage from 1 to 100.',
    ],
    [{ expiresOn: '2027-01-31' }, 'expires_at', 'Last day: Only the expiring type has an expiry, and it needs one.'],
  ])('refuses %j with its field’s message and creates nothing', async (change, field, message) => {
    const { calls, context, post } = shop(['content_editor']);
    const answer = (await consoleVouchersAction(post('vouchers', { ...voucher, ...change }), context)) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toBe(message);
    expect(answer.data.fields[field]).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('creates a voucher as the call takes it: the code in capitals, dollars as cents', async () => {
    const { calls, context, post } = shop(['content_editor']);
    const answer = (await consoleVouchersAction(post('vouchers', voucher), context)) as Answer;
    expect(answer.data).toMatchObject({ error: null, done: 'SPRING is created.' });
    expect(calls).toEqual([
      {
        name: 'createVoucher',
        args: [
          {
            code: 'SPRING',
            type: 'voucher_fixed_discount',
            description: 'Five dollars off',
            amount: 500,
            minimumSpend: 0,
          },
        ],
      },
    ]);
  });
});

const result = {
  drawId: 'draw-1',
  'set:Numbers': '3 17, 28',
  'set:Powerball': '9',
  'dividend:1': '1000000',
  'winners:1': '0',
  'dividend:2': '12.50',
  'winners:2': '4',
};

describe('the console draws result form', () => {
  it.each([
    [{ 'set:Numbers': '3 x 28' }, 'winning_numbers.Numbers', 'Numbers: Enter whole numbers, such as 1 2 3.'],
    [{ 'winners:2': '1.5' }, 'divisions.2', 'Division 2: Winners is a whole number, 0 or more.'],
    [{ 'winners:1': '-1' }, 'divisions.1', 'Division 1: Winners is a whole number, 0 or more.'],
    [
      { 'dividend:2': '12.5.0' },
      'divisions.2',
      'Division 2: enter the dividend in dollars, such as 12.50 (0 for none).',
    ],
  ])('refuses %j beside its set or division and enters nothing', async (change, field, message) => {
    const { calls, context, post } = shop(['draw_operator']);
    const answer = (await consoleDrawsAction(post('draws', { ...result, ...change }), context)) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toBe(message);
    expect(answer.data.fields[field]).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('enters the result as the call takes it: numbers in order typed, dividends in cents', async () => {
    const { calls, context, post } = shop(['draw_operator']);
    await consoleDrawsAction(post('draws', result), context);
    expect(calls).toEqual([
      {
        name: 'enterDrawResults',
        args: [
          'draw-1',
          {
            winningNumbers: [
              { name: 'Numbers', numbers: [3, 17, 28], ordered: false },
              { name: 'Powerball', numbers: [9], ordered: false },
            ],
            divisions: [
              { division: 1, description: 'Division 1', numWinners: 0, prizeAmount: 100_000_000, prizeSuffix: null },
              { division: 2, description: 'Division 2', numWinners: 4, prizeAmount: 1250, prizeSuffix: null },
            ],
          },
        ],
      },
    ]);
  });
});

describe('the console withdrawals form', () => {
  it('refuses a rejection without a reason and moves nothing', async () => {
    const { calls, context, post } = shop(['finance']);
    const answer = (await consoleWithdrawalsAction(
      post('withdrawals', { withdrawId: 'w-1', decision: 'reject', reason: '  ' }),
      context,
    )) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error).toBe('Reason: A reason is required.');
    expect(calls).toEqual([]);
  });

  it('rejects with the reason trimmed, and approves without one', async () => {
    const { calls, context, post } = shop(['finance']);
    await consoleWithdrawalsAction(
      post('withdrawals', { withdrawId: 'w-1', decision: 'reject', reason: ' Wrong account ' }),
      context,
    );
    await consoleWithdrawalsAction(post('withdrawals', { withdrawId: 'w-2', decision: 'approve' }), context);
    expect(calls).toEqual([
      { name: 'rejectWithdrawal', args: ['w-1', { reason: 'Wrong account' }] },
      { name: 'moveWithdrawal', args: ['w-2', 'approved'] },
    ]);
  });
});
