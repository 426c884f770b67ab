import { describe, expect, it } from 'vitest';
import { capabilityNames } from './capabilities';
import {
  capabilityAvailable,
  defaultShopEngines,
  engineCapabilities,
  enginesOf,
  type ShopEngines,
  sellsGameType,
  sellsRecurring,
  unbuiltEngineProblem,
} from './shop-engines';

const off: ShopEngines = { recurringPurchases: false, lottoParty: false };
const on: ShopEngines = { recurringPurchases: true, lottoParty: true };

describe('shop engines', () => {
  it('when the configuration names none: nothing recurring, the Lotto Party on (decision 455)', () => {
    expect(defaultShopEngines).toEqual({ recurringPurchases: false, lottoParty: true });
  });

  it('are seen by the pages through the capabilities the server gives out (decision 353)', () => {
    expect(enginesOf(new Set())).toEqual(off);
    expect(enginesOf(new Set(['syndicates', 'commercial_lotteries']))).toEqual(off);
    expect(enginesOf(new Set(['autoplay_manage']))).toEqual({ recurringPurchases: true, lottoParty: false });
    expect(enginesOf(new Set(['subscription_manage', 'social_syndicates_joiner']))).toEqual(on);
  });

  it('an engine that is off takes its game types off sale, and on gives them back', () => {
    expect(sellsGameType('deferred', off)).toBe(false);
    expect(sellsGameType('lotto_party', off)).toBe(false);
    expect(sellsGameType('deferred', on)).toBe(true);
    expect(sellsGameType('lotto_party', on)).toBe(true);
    expect(sellsGameType('lotto_party', { ...off, lottoParty: true })).toBe(true);
    expect(sellsGameType('deferred', { ...off, lottoParty: true })).toBe(false);
    for (const kept of ['standard', 'syndicate', 'reduced_system', 'powerhit', 'random']) {
      expect(sellsGameType(kept, off)).toBe(true);
    }
    expect(sellsRecurring(off)).toBe(false);
    expect(sellsRecurring(on)).toBe(true);
  });

  it('withholds the capabilities of an engine that is off, and only those', () => {
    const withheld = capabilityNames.filter((n) => !capabilityAvailable(n, off));
    expect(withheld.sort()).toEqual(
      [...engineCapabilities.recurringPurchases, ...engineCapabilities.lottoParty].sort(),
    );
    expect(capabilityNames.every((n) => capabilityAvailable(n, on))).toBe(true);
    expect(capabilityAvailable('social_syndicates_joiner', { ...off, lottoParty: true })).toBe(true);
    expect(capabilityAvailable('autoplay_manage', { ...off, lottoParty: true })).toBe(false);
    expect(capabilityAvailable('syndicates', off)).toBe(true);
  });

  it("says why the cart refuses an engine's entry, and nothing once the engine is on", () => {
    expect(unbuiltEngineProblem({ gameType: 'standard', recurring: true }, off)).toMatch(/^AutoPlay is not available/);
    expect(unbuiltEngineProblem({ gameType: 'deferred', recurring: true }, off)).toMatch(/^Subscriptions are not/);
    expect(unbuiltEngineProblem({ gameType: 'lotto_party', recurring: false }, off)).toMatch(/^Lotto Party is not/);
    expect(unbuiltEngineProblem({ gameType: 'standard', recurring: false }, off)).toBeNull();
    expect(unbuiltEngineProblem({ gameType: 'standard', recurring: true }, on)).toBeNull();
    expect(unbuiltEngineProblem({ gameType: 'deferred', recurring: true }, on)).toBeNull();
    expect(unbuiltEngineProblem({ gameType: 'lotto_party', recurring: false }, on)).toBeNull();
  });
});
