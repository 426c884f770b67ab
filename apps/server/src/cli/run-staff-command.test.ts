import { describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock';
import { cryptoRandom } from '../lib/random';
import type { ActingStaff } from '../modules/staff';
import { AppError } from '../platform/app-error';
import { findStaffCommand, runStaffCommand } from './run-staff-command';
import type { StaffCliContext, StaffCommand } from './staff-commands';

/** A context whose staff module answers only actAs, as the tests want it. */
function context(
  actAs: (input: { email: string; code: string; address: string }, ...roles: string[]) => Promise<ActingStaff>,
) {
  const out: string[] = [];
  const err: string[] = [];
  const ctx = {
    clock: fixedClock('2026-03-02T01:00:00Z'),
    random: cryptoRandom,
    address: 'cli:tester@host',
    staff: { actAs },
    out: (l: string) => out.push(l),
    err: (l: string) => err.push(l),
  } as unknown as StaffCliContext & { err(line: string): void };
  return { ctx, out, err };
}

const ran: { values: unknown; actor: ActingStaff | null }[] = [];
const approve: StaffCommand = {
  name: 'withdrawals approve',
  summary: 'Approve a withdrawal',
  options: { id: { type: 'string' } },
  roles: ['finance'],
  async run(_ctx, values, actor) {
    ran.push({ values, actor });
  },
};

describe('the staff command registry', () => {
  it('finds one- and two-word commands', () => {
    expect(findStaffCommand(['withdrawals', 'approve', '--id', 'w1'], [approve])).toBe(approve);
    expect(findStaffCommand(['withdrawals'], [approve])).toBeUndefined();
    expect(findStaffCommand(['create-admin'])?.name).toBe('create-admin');
  });

  it('runs a command acting as staff only after actAs checked the code and the role', async () => {
    const calls: unknown[] = [];
    const { ctx } = context(async (input, ...roles) => {
      calls.push({ input, roles });
      return { staffId: 'staff-9', address: input.address };
    });
    const argv = ['withdrawals', 'approve', '--id', 'w1', '--as', 'fin@example.com', '--code', '123456'];
    expect(await runStaffCommand(argv, ctx, [approve])).toBe(0);
    expect(calls).toEqual([
      { input: { email: 'fin@example.com', code: '123456', address: 'cli:tester@host' }, roles: ['finance'] },
    ]);
    expect(ran.at(-1)).toEqual({
      values: { id: 'w1', as: 'fin@example.com', code: '123456' },
      actor: { staffId: 'staff-9', address: 'cli:tester@host' },
    });
  });

  it('refuses without --as and --code, or when actAs refuses, and never runs the command', async () => {
    const before = ran.length;
    const missing = context(async () => ({ staffId: 'x', address: 'y' }));
    expect(await runStaffCommand(['withdrawals', 'approve', '--id', 'w1'], missing.ctx, [approve])).toBe(2);
    expect(missing.err.join('\n')).toContain('--as <email> --code');
    const forbidden = context(async () => {
      throw new AppError('forbidden');
    });
    const argv = ['withdrawals', 'approve', '--id', 'w1', '--as', 'a@example.com', '--code', '123456'];
    expect(await runStaffCommand(argv, forbidden.ctx, [approve])).toBe(1);
    expect(forbidden.err.join('\n')).toContain('Refused (forbidden)');
    expect(await runStaffCommand(['withdrawals', 'approve', '--bogus'], missing.ctx, [approve])).toBe(2);
    expect(ran.length).toBe(before);
  });
});
