import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers';
import { fixedClock } from '../lib/clock';
import { createSecrets } from '../modules/credentials';
import { demoCustomer, hasDemoCustomer } from '../modules/identity';
import { demoStaff, hasDemoStaff } from '../modules/staff';
import { seedDemoData } from './seed-demo-data';

const clock = fixedClock('2026-03-10T02:00:00Z');
const authSecret = 'demo-seed-tests-auth-secret-0123456789';
const secrets = createSecrets(authSecret);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, config: { authSecret } });
});
afterAll(() => t.close());

async function answers() {
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().result;
  return {
    config: await get('/v2/config'),
    capabilities: await get('/v2/capabilities'),
    banner: await get('/cms/items/sitewide_banner'),
    offers: (await get('/v2/pricing/default/product_offers')).offers.length,
  };
}

const logIn = () =>
  t.app.inject({
    method: 'POST',
    url: '/v2/login',
    payload: { email: demoCustomer.email, password: demoCustomer.password },
  });

describe('the demo data, seeded through each module', () => {
  it('loads the site, the banner, the capabilities and the catalogue, without the demo customer unless asked', async () => {
    await seedDemoData(t.db, clock, { siteName: 'Demo shop', demoCustomer: false, secrets });
    const first = await answers();
    expect(first.config.siteName).toBe('Demo shop');
    expect(first.capabilities.segments.length).toBeGreaterThan(0);
    expect(first.banner).toBeTruthy();
    expect(first.offers).toBe(16);
    expect(await hasDemoCustomer(t.db)).toBe(false);
    expect((await logIn()).statusCode).toBe(401);
    expect(await hasDemoStaff(t.db)).toBe(false);
  });

  it('changes nothing when it runs again, and adds the demo customer when asked', async () => {
    const before = await answers();
    await seedDemoData(t.db, clock, { siteName: 'Another name', demoCustomer: true, secrets });
    expect(await answers()).toEqual(before);
    expect(await hasDemoCustomer(t.db)).toBe(true);
    const res = await logIn();
    expect(res.statusCode).toBe(200);
    expect(res.json().result.customerId).toBe(demoCustomer.id);
  });

  it('adds one enrolled demo staff member per role with the demo customer, once', async () => {
    expect(await hasDemoStaff(t.db)).toBe(true);
    await seedDemoData(t.db, clock, { siteName: 'Another name', demoCustomer: true, secrets });
    const members = await t.app.staff.members.list();
    expect(members.map((m) => m.roles)).toHaveLength(demoStaff.length);
    expect(new Set(members.flatMap((m) => m.roles)).size).toBe(5);
    for (const s of demoStaff) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/staff/api/session',
        payload: { email: s.email, password: s.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.enrolment).toBeNull();
    }
  });
});
