import { type Capabilities, capabilityNames, engineCapabilities } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers';
import { createCapabilitiesService } from './capabilities.service';
import { capabilities } from './capabilities.tables';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    // Both engines off: what the server withholds then (docs/decisions/303).
    config: { shopEngines: { recurringPurchases: false, lottoParty: false } },
    // The lookup is configurable: this one places every address by its first octet.
    countryLookup: { lookup: ({ ip }) => (ip.startsWith('10.') ? 'US' : undefined) },
    beforeReady: (app) => {
      // Stands in for the identity module's auth plugin, which sets the customer's segment.
      app.addHook('onRequest', async (request) => {
        const segment = request.headers['x-test-segment'];
        if (typeof segment === 'string')
          request.visitor = { ...request.visitor, customerId: 'c1', segmentName: segment };
      });
    },
  });
});
afterAll(() => t.close());

async function capabilitiesFor(options: { ip?: string; segment?: string; fresh?: boolean } = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/capabilities${options.fresh ? '?clear_cache=1' : ''}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.segment ? { 'x-test-segment': options.segment } : {},
  });
  expect(res.statusCode).toBe(200);
  const answer = res.json().result as Capabilities;
  const current = answer.segments.find((s) => s.segmentName === answer.currentSegmentName);
  return { answer, current: new Set(current?.capabilities) };
}

describe('GET /capabilities', () => {
  it('answers every segment with its capabilities, and the current segment', async () => {
    const { answer } = await capabilitiesFor();
    expect(answer.segments.map((s) => s.segmentName).sort()).toEqual([
      'anonymous',
      'anonymous_international',
      'default',
      'restricted',
    ]);
    expect(answer.currentSegmentName).toBe('anonymous');
  });

  it('has every capability name of the contracts seeded', async () => {
    const rows = await t.db.select({ name: capabilities.name }).from(capabilities);
    expect(rows.map((r) => r.name).sort()).toEqual([...capabilityNames].sort());
    const { answer } = await capabilitiesFor();
    const inDefault = answer.segments.find((s) => s.segmentName === 'default')!.capabilities;
    // Only the capabilities the demo shop keeps off, and those of the engines the shop does not have
    // yet (docs/decisions/303), are missing for signed-in customers.
    expect(capabilityNames.filter((n) => !inDefault.includes(n)).sort()).toEqual(
      [
        // A new card made the default at once is the operator's choice (decision 492).
        'add_card_default_fund',
        'boost_buy_tickets_experiment',
        'customer_chat',
        'experiments',
        'rebrand',
        // No store links are configured here (docs/decisions/481).
        'native_app',
        // No sign-in provider is configured here (docs/decisions/380).
        'social_login_apple',
        'social_login_google',
        'wallet_withdrawal_verification_required',
        ...engineCapabilities.recurringPurchases,
        ...engineCapabilities.lottoParty,
      ].sort(),
    );
  });

  it('withholds the capabilities of an engine that is off even when their switch is on', async () => {
    await createCapabilitiesService({ db: t.db }).setCapability('social_syndicates_joiner', true);
    await createCapabilitiesService({ db: t.db }).setCapability('autoplay_manage', true);
    const { current } = await capabilitiesFor({ segment: 'default', fresh: true });
    expect(current.has('social_syndicates_joiner')).toBe(false);
    expect(current.has('autoplay_manage')).toBe(false);
    expect(current.has('syndicates')).toBe(true);
  });

  it('derives the segment of a visitor from the country the lookup finds', async () => {
    expect((await capabilitiesFor({ ip: '127.0.0.1' })).answer.currentSegmentName).toBe('anonymous');
    const abroad = await capabilitiesFor({ ip: '10.1.2.3' });
    expect(abroad.answer.currentSegmentName).toBe('anonymous_international');
    expect(abroad.current.has('registration')).toBe(false);
    expect(abroad.current.has('commercial_lotteries')).toBe(true);
  });

  it("uses the signed-in customer's segmentName, or the customers' segment when it is unknown", async () => {
    const restricted = await capabilitiesFor({ segment: 'restricted', ip: '10.1.2.3' });
    expect(restricted.answer.currentSegmentName).toBe('restricted');
    expect(restricted.current.has('commercial_lotteries')).toBe(false);
    expect(restricted.current.has('responsible_gambling')).toBe(true);
    expect((await capabilitiesFor({ segment: 'no_such_segment' })).answer.currentSegmentName).toBe('default');
  });

  it('suppresses capabilities by segment name, and drops ones switched off for the site', async () => {
    const service = createCapabilitiesService({ db: t.db });
    await service.suppress('anonymous', 'causes_directory');
    await service.setCapability('winner_search', false);
    const anonymous = await capabilitiesFor({ fresh: true });
    expect(anonymous.current.has('causes_directory')).toBe(false);
    expect(anonymous.current.has('winner_search')).toBe(false);
    const customer = await capabilitiesFor({ segment: 'default', fresh: true });
    expect(customer.current.has('causes_directory')).toBe(true);
    expect(customer.current.has('winner_search')).toBe(false);
  });
});

describe('social login', () => {
  it('gives a provider’s social login capability only when its client is configured', async () => {
    const service = createCapabilitiesService({
      db: t.db,
      socialProviders: { google: { issuer: 'https://accounts.google.com', clientId: 'x', clientSecret: 'y' } },
    });
    const segment = (await service.forSegment('default')).segments.find((s) => s.segmentName === 'default')!;
    expect(segment.capabilities).toContain('social_login_google');
    expect(segment.capabilities).not.toContain('social_login_apple');
  });
});
