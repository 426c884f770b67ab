import { type ConsolePartners, IDEMPOTENCY_KEY_HEADER, type Partner } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, checkoutTestApp, priceOf, visitor } from '../../../tests/cart-helpers';
import { addSandboxCard } from '../../../tests/funds-helpers';
import { testDbKind } from '../../../tests/helpers';
import { databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { cryptoRandom } from '../../lib/random';
import { createSecrets } from '../../modules/credentials';
import { demoPartner, seedDemoPartners } from '../../modules/partners';
import { seedDemoStaff } from '../../modules/staff';

/**
 * The console's partners (decision 473): administrators make and change partners and their
 * channels, each change with its audit row; administrators and finance read the sales per partner
 * and channel, counted from bought partner purchases; other roles are refused.
 */
const t = checkoutTestApp({ config: { authSecret: STAFF_TEST_AUTH_SECRET } });
const staffApp = () => t as unknown as StaffTestApp;

beforeAll(async () => {
  await seedDemoPartners(t.db, t.clock);
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});

async function staffCall(role: 'administrator' | 'finance' | 'support', method: 'GET' | 'POST', payload?: unknown) {
  const { auth } = await signInStaff(staffApp(), role);
  return t.app.inject({
    method,
    url: '/staff/api/partners',
    headers: auth,
    payload: payload as Record<string, unknown>,
  }) as Promise<LightMyRequestResponse>;
}

const auditRows = async (slug: string) => {
  const rows = await t.db.execute(
    sql`select action from audit_log where subject_type = 'partner' and subject_id = ${slug} order by at`,
  );
  return (rows as unknown as { rows: { action: string }[] }).rows.map((r) => r.action);
};

describe(`the console's partners (${testDbKind()})`, () => {
  it('reports bought partner purchases per partner and channel to administrators and finance only', async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who);
    const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    const bought = await as(t, who).post(
      `/v2/cart/partner/${demoPartner.slug}/purchase`,
      {
        cart_item: { lottery: 'powerball2018', raffle_offer: 'standard', game_type: 'standard', num_games: 4 },
        deposit: { deposit_method_id: fund.id, amount: (price / 100).toFixed(2) },
        purchase: { channel_key: 'website', partner_key: demoPartner.key },
      },
      { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(), version: '3.2' },
    );
    expect(bought.statusCode, bought.body).toBe(200);

    for (const role of ['administrator', 'finance'] as const) {
      const res = await staffCall(role, 'GET');
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().result as ConsolePartners;
      expect(page.partners.map((p) => p.slug)).toContain(demoPartner.slug);
      expect(page.sales).toEqual([
        {
          partnerSlug: demoPartner.slug,
          partnerName: demoPartner.name,
          channelKey: 'website',
          orders: 1,
          amount: { amount: price, currency: 'AUD' },
        },
      ]);
    }
    expect((await staffCall('support', 'GET')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/staff/api/partners' })).statusCode).toBe(401);
  });

  it('makes and changes a partner with its audit rows; a turned-off channel or partner sells nothing', async () => {
    // Past the first test's staff codes (each test starts at the same time): a code is good once.
    t.clock.advance(3_600_000);
    const body = {
      slug: 'kids-club',
      key: 'kids-club-key',
      name: 'Kids Club',
      enabled: true,
      channels: ['email', 'kiosk'],
    };
    const made = await staffCall('administrator', 'POST', body);
    expect(made.statusCode, made.body).toBe(200);
    const partner = (await visitor(t).get('/v2/partners/kids-club')).json().result as Partner;
    expect(partner.channels).toEqual([{ channelKey: 'email' }, { channelKey: 'kiosk' }]);

    const changed = await staffCall('administrator', 'POST', { ...body, channels: ['kiosk'] });
    expect(changed.json().result.channels).toEqual([
      { channelKey: 'email', enabled: false },
      { channelKey: 'kiosk', enabled: true },
    ]);
    expect(((await visitor(t).get('/v2/partners/kids-club')).json().result as Partner).channels).toEqual([
      { channelKey: 'kiosk' },
    ]);
    await staffCall('administrator', 'POST', { ...body, enabled: false });
    expect((await visitor(t).get('/v2/partners/kids-club')).statusCode).toBe(404);
    expect(await auditRows('kids-club')).toEqual(['partner.create', 'partner.update', 'partner.update']);

    // Another partner's key, finance, and hostile bodies: refused, nothing changed.
    const admin = (await signInStaff(staffApp(), 'administrator')).auth;
    const finance = (await signInStaff(staffApp(), 'finance')).auth;
    const post = (headers: Record<string, string>, payload: unknown, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/staff/api/partners',
        headers: { ...headers, 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }) as Promise<LightMyRequestResponse>;
    const before = await databaseDigest(t.db);
    expect((await post(admin, { ...body, key: demoPartner.key })).statusCode).toBe(409);
    expect((await post(finance, body)).statusCode).toBe(403);
    for (const { kind, contentType, payload } of hostileBodies(body)) {
      expectRefusedInEnvelope(await post(admin, payload, contentType), kind);
    }
    expect(await databaseDigest(t.db)).toEqual(before);
    expect(await auditRows('kids-club')).toHaveLength(3);
  });
});
