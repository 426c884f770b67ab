import type { ConsolePlacement } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, CART_NOW, visitor } from '../../tests/cart-helpers';
import { databaseDigest, expectRefusedInEnvelope, hostileParams } from '../../tests/hostile-helpers';
import { type IdentityTestApp, type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe } from '../../tests/page-port-helpers';
import { placementBody, placementsOf, setPlacement as setOne } from '../../tests/placement-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';

/**
 * Placements aimed at a segment or a branding (decision 536): an editor names a segment and a
 * branding the shop has; the asker gets, per key, the most closely aimed placements (segment and
 * branding, segment, branding, everyone); the kept feature placement never crosses segments.
 */
let t: StaffTestApp & IdentityTestApp;
let editor: Record<string, string>;
const probe = pagePortProbe();
const ABROAD = '10.1.2.3';

beforeAll(async () => {
  t = (await createStaffTestApp({
    seed: true,
    at: CART_NOW,
    config: { rateLimitPerMinute: 1_000_000 },
    // Every address starting 10. is abroad: its visitors are of the segment anonymous_international.
    countryLookup: { lookup: ({ ip }: { ip: string }) => (ip.startsWith('10.') ? 'US' : undefined) },
    beforeReady: probe.beforeReady,
  })) as StaffTestApp & IdentityTestApp;
  editor = (await signInStaff(t, 'content_editor')).auth;
  await t.db.execute(sql`insert into segments (name, description) values ('vip', 'Customers the shop treats first')`);
});
afterAll(() => t.close());

const BASE = '/placement-api/placement';
const idsOf = (res: LightMyRequestResponse) => placementsOf(res).map((p) => p.config.placementId);
const placement = (overrides: Record<string, unknown> = {}) =>
  placementBody({ key: 'pre_cart_standard', ...overrides });
const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/staff/api/placements', headers: editor, payload: payload as object });
const setPlacement = (body: Record<string, unknown>) => setOne(t, editor, body);
async function customerOf(segment: string): Promise<SignedIn> {
  const who = await signUp(t);
  await t.db.execute(sql`update customers set segment_name = ${segment} where id = ${who.customerId}`);
  return who;
}
const abroad = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: ABROAD });

describe('the console aims placements', () => {
  it('stores a segment and a branding, lists them, and refuses ones the shop does not have', async () => {
    const made = await setPlacement(placement({ key: 'fast_play', segment_name: 'vip', branding_key: 'drawline_sa' }));
    expect(made).toMatchObject({ segmentName: 'vip', brandingKey: 'drawline_sa' });
    const everyone = await setPlacement(placement({ key: 'fast_play', segment_name: '', branding_key: null }));
    expect(everyone).toMatchObject({ segmentName: null, brandingKey: null });
    const listed = await t.app.inject({ method: 'GET', url: '/staff/api/placements', headers: editor });
    const rows = (listed.json().result as ConsolePlacement[]).filter((p) => p.key === 'fast_play');
    expect(rows.map((p) => [p.segmentName, p.brandingKey]).sort()).toEqual([
      [null, null],
      ['vip', 'drawline_sa'],
    ]);
    // Changed to everyone: the aim goes with the change, audited as every change is.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/staff/api/placements/${made.placementId}`,
      headers: editor,
      payload: placement({ key: 'fast_play' }),
    });
    expect(changed.json().result).toMatchObject({ segmentName: null, brandingKey: null });
    const audit = await t.app.audit.listAudit({ limit: 50, offset: 0, action: 'placement.' });
    const update = audit.entries.find((a) => a.subjectId === made.placementId && a.action === 'placement.update');
    expect(JSON.stringify(update)).toContain('drawline_sa');
    for (const id of [made.placementId, everyone.placementId]) {
      await t.app.inject({ method: 'DELETE', url: `/staff/api/placements/${id}`, headers: editor });
    }

    const before = await databaseDigest(t.db, ['staff_sessions']);
    for (const aim of [
      { segment_name: 'no_such_segment' },
      { branding_key: 'no_such_branding' },
      { segment_name: 'a'.repeat(65) },
      { branding_key: 'b'.repeat(5000) },
      { segment_name: 'vip\u0000' },
      { branding_key: 'drawline\ud800' },
      { segment_name: 'v i p' },
      { branding_key: ['drawline'] },
      { segment_name: 7 },
    ]) {
      expectRefusedInEnvelope(await post(placement(aim)), JSON.stringify(aim).slice(0, 40));
    }
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
  });
});

describe('GET /placement for a segment and a branding', () => {
  it('answers per key the most closely aimed placements: segment and branding, segment, branding, everyone', async () => {
    const all = await setPlacement(placement({ headline: 'For everyone' }));
    const sa = await setPlacement(placement({ headline: 'For South Australia', branding_key: 'drawline_sa' }));
    const vip = await setPlacement(placement({ headline: 'For vip', segment_name: 'vip' }));
    const both = await setPlacement(
      placement({ headline: 'For vip in SA', segment_name: 'vip', branding_key: 'drawline_sa' }),
    );
    // A second shop-wide one of another lottery: the whole closest tier is answered, in position order.
    const all2 = await setPlacement(
      placement({ headline: 'Saturday', product_offer_key: 'saturday_lotto', num_games: 6, position: 1 }),
    );
    const url = (branding?: string) => `${BASE}?keys=pre_cart_standard${branding ? `&branding_key=${branding}` : ''}`;
    const [member, regular] = [await customerOf('vip'), await customerOf('default')];

    expect(idsOf(await visitor(t).get(url()))).toEqual([all.placementId, all2.placementId]);
    expect(idsOf(await visitor(t).get(url('drawline_sa')))).toEqual([sa.placementId]);
    expect(idsOf(await visitor(t).get(url('no_such_branding')))).toEqual([all.placementId, all2.placementId]);
    expect(idsOf(await as(t, regular).get(url('drawline_sa')))).toEqual([sa.placementId]);
    expect(idsOf(await as(t, regular).get(url()))).toEqual([all.placementId, all2.placementId]);
    expect(idsOf(await as(t, member).get(url()))).toEqual([vip.placementId]);
    expect(idsOf(await as(t, member).get(url('drawline')))).toEqual([vip.placementId]);
    expect(idsOf(await as(t, member).get(url('drawline_sa')))).toEqual([both.placementId]);
    // The segment ids the spec names do not choose a segment: the session (or the country) does.
    const claimed = `${url()}&segment_user_id=${member.customerId}&segment_device_id=vip`;
    expect(idsOf(await visitor(t).get(claimed))).toEqual([all.placementId, all2.placementId]);
    // POST /placement/cart/prime reads the same aim; the pages' port too.
    const primed = placementsOf(
      await as(t, member).post('/placement-api/placement/cart/prime', { branding_key: 'drawline_sa' }),
    );
    expect(primed.filter((p) => p.key === 'pre_cart_standard').map((p) => p.config.placementId)).toEqual([
      both.placementId,
    ]);
    const port = await probe.portFor(t.app, { accessToken: member.accessToken });
    const viaPort = await port.placements({ keys: 'pre_cart_standard', brandingKey: 'drawline_sa' });
    expect(viaPort.map((p) => p.config.placementId)).toEqual([both.placementId]);
    // Once the closest is hidden, the next closest answers.
    await t.app.inject({
      method: 'PUT',
      url: `/staff/api/placements/${both.placementId}`,
      headers: editor,
      payload: placement({ segment_name: 'vip', branding_key: 'drawline_sa', active: false }),
    });
    expect(idsOf(await as(t, member).get(url('drawline_sa')))).toEqual([vip.placementId]);
  });

  it("keeps a visitor's feature placement 300 s per segment and branding, never one's for another", async () => {
    const all = await setPlacement(placement({ key: 'feature_placement', headline: 'Feature at home' }));
    const intl = await setPlacement(
      placement({ key: 'feature_placement', headline: 'Feature abroad', segment_name: 'anonymous_international' }),
    );
    const url = `${BASE}?keys=feature_placement`;
    const home = await visitor(t).get(url);
    expect([home.headers['x-cache'], idsOf(home)]).toEqual(['MISS', [all.placementId]]);
    const away = await abroad(url);
    expect([away.headers['x-cache'], idsOf(away)]).toEqual(['MISS', [intl.placementId]]);
    const [homeAgain, awayAgain] = [await visitor(t).get(url), await abroad(url)];
    expect([homeAgain.headers['x-cache'], idsOf(homeAgain)]).toEqual(['HIT', [all.placementId]]);
    expect([awayAgain.headers['x-cache'], idsOf(awayAgain)]).toEqual(['HIT', [intl.placementId]]);
    // The pages' port keeps its own answer by segment and branding alike.
    const atHome = await probe.portFor(t.app);
    expect((await atHome.placements({ keys: 'feature_placement' })).map((p) => p.config.placementId)).toEqual([
      all.placementId,
    ]);
    const sa = await setPlacement(
      placement({ key: 'feature_placement', headline: 'Feature SA', branding_key: 'drawline_sa' }),
    );
    const inSa = await atHome.placements({ keys: 'feature_placement', brandingKey: 'drawline_sa' });
    expect(inSa.map((p) => p.config.placementId)).toEqual([sa.placementId]);
    const plain = await (await probe.portFor(t.app)).placements({ keys: 'feature_placement' });
    expect(plain.map((p) => p.config.placementId)).toEqual([all.placementId]);
  });

  it('refuses hostile branding keys and segment ids in the envelope', async () => {
    for (const name of ['branding_key', 'segment_device_id', 'segment_user_id']) {
      for (const bad of [...hostileParams, 'drawline%20sa', 'a'.repeat(101)]) {
        const res = await visitor(t).get(`${BASE}?keys=feature_placement&${name}=${bad}`);
        expectRefusedInEnvelope(res, `${name}: ${bad.slice(0, 20)}`);
      }
    }
    const who = await signUp(t);
    for (const bad of ['drawline\u0000', 'b'.repeat(65), 'drawline\ud800']) {
      const res = await as(t, who).post('/placement-api/placement/cart/prime', { branding_key: bad });
      expectRefusedInEnvelope(res, `prime: ${bad.slice(0, 20)}`);
    }
  });
});
