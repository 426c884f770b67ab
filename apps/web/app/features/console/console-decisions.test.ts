import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { chosenFrom } from './console-action.server';
import { consoleCorrectionsAction } from './corrections/corrections.server';
import { consoleWithdrawalsAction } from './withdrawals/withdrawals.server';

const finance = { id: 'staff-2', email: 'finance@drawline.test', roles: ['finance'] };

/** A console request from a signed-in finance member, and the staff port's calls it made. */
function consoleRequest(path: string, fields: Record<string, string>) {
  const calls: string[] = [];
  const port = new Proxy(
    {},
    {
      get: (_t, name: string) =>
        vi.fn(async () => {
          if (name === 'me') return finance;
          calls.push(name);
          return {};
        }),
    },
  );
  const request = new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { cookie: 'drawline_staff=token-1', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const context = { staff: () => port, cookieSecure: false } as unknown as AppLoadContext;
  return { request, context, calls };
}

describe('a console decision is one of its buttons, or refused', () => {
  const choices = { approve: { to: 'approved' }, reject: { to: 'rejected' } };

  it('finds the button sent, and nothing for another value, none, or an inherited name', () => {
    const form = (decision?: string) => {
      const f = new FormData();
      if (decision !== undefined) f.set('decision', decision);
      return f;
    };
    expect(chosenFrom(form('reject'), 'decision', choices)).toEqual({ key: 'reject', choice: { to: 'rejected' } });
    for (const forged of ['', 'APPROVE', 'constructor', '__proto__', 'toString', 'approve\u0000']) {
      expect(chosenFrom(form(forged), 'decision', choices)).toBeNull();
    }
    expect(chosenFrom(form(), 'decision', choices)).toBeNull();
  });

  it('a correction decided with no decision, or another word, is a 400 and decides nothing', async () => {
    for (const fields of [{ correctionId: 'c-1' }, { correctionId: 'c-1', decision: 'maybe' }] as Record<
      string,
      string
    >[]) {
      const { request, context, calls } = consoleRequest('/console/corrections', fields);
      const answer = await consoleCorrectionsAction(request, context);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ error: 'Choose approve or reject.', done: null });
      expect(calls).toEqual([]);
    }
  });

  it('a correction rejected is a rejection, and approved an approval', async () => {
    const cases: [string, string][] = [
      ['reject', 'The correction is rejected.'],
      ['approve', 'The correction is approved and booked.'],
    ];
    for (const [decision, done] of cases) {
      const { request, context, calls } = consoleRequest('/console/corrections', { correctionId: 'c-1', decision });
      const answer = await consoleCorrectionsAction(request, context);
      expect(answer.data).toMatchObject({ error: null, done });
      expect(calls).toEqual(['decideBalanceCorrection']);
    }
  });

  it('a withdrawal sent `constructor` as its decision is a 400 and moves nothing', async () => {
    const { request, context, calls } = consoleRequest('/console/withdrawals', {
      withdrawId: 'w-1',
      decision: 'constructor',
    });
    const answer = await consoleWithdrawalsAction(request, context);
    expect(answer.init?.status).toBe(400);
    expect(calls).toEqual([]);
  });
});
