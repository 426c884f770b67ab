import type { ProductOffersAnswer } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_NOW } from '../../tests/cart-helpers';
import { newEmail } from '../../tests/identity-helpers';
import { codeFor, createStaffTestApp, demoStaffOf, type StaffTestApp, staffFlowDeps } from '../../tests/staff-helpers';
import { settleDraw } from '../flows/settlement/settle-draw';
import { addStaffMember } from '../flows/staff/add-staff-member';
import { cryptoRandom } from '../lib/random';
import { createCatalogueService } from '../modules/catalogue';
import { runStaffCommand } from './run-staff-command';

let t: StaffTestApp;
let drawId: string;
let second: { email: string; secret: string };

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(argv, {
    db: t.db,
    clock: t.clock,
    random: cryptoRandom,
    staff: t.app.staff,
    audit: t.app.audit,
    address: 'cli:tester@test-host',
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** `--as … --code …` of a member, on the next time step (a code is good once). */
function as(email: string, secret: string) {
  t.clock.advance(30_000);
  return ['--as', email, '--code', codeFor(t, secret)];
}

beforeAll(async () => {
  t = await createStaffTestApp({ seed: true, at: CART_NOW });
  const offers = (await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json()
    .result as ProductOffersAnswer;
  const draw = offers.offers.find((o) => o.key === 'powerball2018')?.draws[0];
  if (!draw) throw new Error('No Powerball draw on sale');
  drawId = draw.drawId;
  t.clock.set(new Date(new Date(draw.stopDate).getTime() + 1000));
  await createCatalogueService({ db: t.db, clock: t.clock }).closeStoppedDraws();
  const email = newEmail('cli-operator');
  const { totpSecret } = await addStaffMember(
    staffFlowDeps(t),
    { staffId: demoStaffOf('administrator').id, address: 'cli:tester@test-host' },
    { email, password: 'silver-wombat-canal-58', roles: ['draw_operator'], enrolNow: true },
  );
  second = { email, secret: totpSecret as string };
});
afterAll(() => t.close());

describe('results on the staff command line', () => {
  it('refuses a result that does not fit the lottery, naming each field', async () => {
    const first = demoStaffOf('draw_operator');
    const refused = await cli([
      'results',
      'enter',
      '--draw',
      drawId,
      '--numbers',
      'Numbers=1,2,3,4,5,6,36',
      '--divisions',
      '1=100000000',
      ...as(first.email, first.totpSecret),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Refused (validation_failed)');
    expect(refused.err).toContain('winning_numbers.Numbers: Numbers: each number is a whole number from 1 to 35.');
    expect(refused.err).toContain('winning_numbers.Powerball: Powerball: enter 1.');
    expect(refused.err).toContain('divisions.9: Division 9: enter its dividend');
  });

  it('enters as one draw operator, refuses the same one to confirm, confirms as another', async () => {
    const first = demoStaffOf('draw_operator');
    const entered = await cli([
      'results',
      'enter',
      '--draw',
      drawId,
      '--numbers',
      'Numbers=1,2,3,4,5,6,7;Powerball=1',
      '--divisions',
      '1=100000000,2=5000000,3=500000,4=50000,5=10000,6=5000,7=3000,8=2000,9=1000',
      ...as(first.email, first.totpSecret),
    ]);
    expect(entered.err).toBe('');
    expect(entered.code).toBe(0);
    const own = await cli(['results', 'confirm', '--draw', drawId, ...as(first.email, first.totpSecret)]);
    expect(own.code).toBe(1);
    expect(own.err).toMatch(/four_eyes_required/);
    const finance = demoStaffOf('finance');
    expect((await cli(['results', 'confirm', '--draw', drawId, ...as(finance.email, finance.totpSecret)])).code).toBe(
      1,
    );
    const confirmed = await cli(['results', 'confirm', '--draw', drawId, ...as(second.email, second.secret)]);
    expect(confirmed.err).toBe('');
    expect(confirmed.out).toMatch(/confirmed; the draw is DRAW_DRAWN/);

    // Paid, the result is corrected only by a request and a second person's approval (decision 261).
    expect((await settleDraw(t.app.settlement, drawId))?.to).toBe('DRAW_EMAILED');
    const asked = await cli([
      'results',
      'correct',
      '--draw',
      drawId,
      '--numbers',
      'Numbers=1,2,3,4,5,6,8;Powerball=1',
      '--divisions',
      '1=100000000,2=5000000,3=500000,4=50000,5=10000,6=5000,7=3000,8=2000,9=1000',
      '--reason',
      'The seventh ball was misread',
      ...as(first.email, first.totpSecret),
    ]);
    expect(asked.err).toBe('');
    const [correctionId, status] = asked.out.split('\t');
    expect(status).toBe('pending');
    const finance2 = demoStaffOf('finance');
    const approve = ['results', 'approve', '--id', correctionId as string];
    expect((await cli([...approve, ...as(first.email, first.totpSecret)])).err).toMatch(/forbidden|not allowed|role/i);
    const approved = await cli([...approve, ...as(finance2.email, finance2.totpSecret)]);
    expect(approved.err).toBe('');
    expect(approved.out).toMatch(/\tapproved\tNumbers=1,2,3,4,5,6,8;Powerball=1\tchanged 0, paid \$0\.00/);
    const listed = await cli(['results', 'corrections', '--draw', drawId, ...as(finance2.email, finance2.totpSecret)]);
    expect(listed.out.split('\n')).toHaveLength(1);
  });
});
