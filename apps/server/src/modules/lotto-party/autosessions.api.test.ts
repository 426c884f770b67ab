import type { LottoPartySession } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, firstDraw, signInAgain } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { signUp } from '../../../tests/identity-helpers';
import { closeDueLottoPartySessions, nextSessionIdOf, openLottoPartyAutosessions } from './index';

/**
 * Autosessions (decisions 391, 423): a session whose autosession is on opens its group's session for
 * the next draw on sale once its shares stop selling, once however many runs; paused opens nothing
 * until it is on again; off never.
 */
const t = checkoutTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
let n = 0;

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
};
const deps = () => ({ db: t.db, catalogue: t.app.recurringEngine.catalogue });

async function sessionWith(autosession: 'on' | 'paused' | 'off') {
  const org = await signUp(t);
  const group = resultOf<{ groupId: string }>(
    await as(t, org).post('/social/v3/group', { group_name: `Auto Party ${testDbKind()} ${++n}` }),
  );
  const session = resultOf<LottoPartySession>(
    await as(t, org).post('/social/v3/session', {
      group_id: group.groupId,
      draw_id: firstDraw(t, 'powerball2018').drawId,
      share_price: { amount: 250 },
      shares_total: 12,
      autosession_status: autosession,
    }),
  );
  return { org, group, session };
}

describe(`lotto party autosessions (${testDbKind()})`, () => {
  it('opens the next draw’s session once when the session stops selling, and moves the autosession to it', async () => {
    const { org, group, session } = await sessionWith('on');
    const off = await sessionWith('off');
    expect((await openLottoPartyAutosessions(deps(), t.clock.now())).opened).toBe(0);
    t.clock.set(new Date(new Date(session.stopAt).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    const runs = await Promise.all([
      openLottoPartyAutosessions(deps(), t.clock.now()),
      openLottoPartyAutosessions(deps(), t.clock.now()),
    ]);
    expect(runs.reduce((k, r) => k + r.opened, 0)).toBe(1);
    expect((await openLottoPartyAutosessions(deps(), t.clock.now())).opened).toBe(0);

    const again = await signInAgain(t, org);
    const sessions = resultOf<LottoPartySession[]>(await as(t, again).get(`/social/v3/group/${group.groupId}/session`));
    expect(sessions).toHaveLength(2);
    const next = sessions.find((s) => s.sessionId === nextSessionIdOf(session.sessionId));
    expect(next).toMatchObject({
      status: 'open',
      autosessionStatus: 'on',
      sharePrice: session.sharePrice,
      sharesTotal: 12,
      sharesSold: 0,
      isOrganiser: true,
    });
    expect(next?.draws[0]?.drawId).toBe(firstDraw(t, 'powerball2018', 1).drawId);
    expect(new Date(next?.stopAt as string).getTime()).toBe(
      new Date(firstDraw(t, 'powerball2018', 1).stopDate).getTime() - 7 * 60_000,
    );
    const old = sessions.find((s) => s.sessionId === session.sessionId);
    expect(old).toMatchObject({ status: 'cancelled', autosessionStatus: 'off' });
    // Off opened nothing.
    const offSessions = resultOf<LottoPartySession[]>(
      await as(t, await signInAgain(t, off.org)).get(`/social/v3/group/${off.group.groupId}/session`),
    );
    expect(offSessions).toHaveLength(1);
  });

  it('opens nothing while paused, and the next draw on sale once on again', async () => {
    const { org, group, session } = await sessionWith('paused');
    t.clock.set(new Date(new Date(session.stopAt).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    expect((await openLottoPartyAutosessions(deps(), t.clock.now())).opened).toBe(0);
    const again = await signInAgain(t, org);
    resultOf(await as(t, again).put(`/social/v3/session/${session.sessionId}`, { autosession_status: 'on' }));
    expect((await openLottoPartyAutosessions(deps(), t.clock.now())).opened).toBe(1);
    const sessions = resultOf<LottoPartySession[]>(await as(t, again).get(`/social/v3/group/${group.groupId}/session`));
    expect(sessions.map((s) => s.status).sort()).toEqual(['cancelled', 'open']);
  });
});
