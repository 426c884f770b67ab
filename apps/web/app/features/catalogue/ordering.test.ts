import type { CapabilityName, ShopEngines } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { gameTypeForSuffix, orderGameTypes, playFamilies } from './ordering';

const types = (...keys: string[]) => keys.map((key) => ({ key }));
const keys = (list: { key: string }[]) => list.map((g) => g.key);
const all = new Set<CapabilityName>(['syndicates', 'social_syndicates_joiner']);
const none = new Set<CapabilityName>();
/** Every engine on, as once Lotto Party and recurring purchases exist (docs/decisions/303). */
const built: ShopEngines = { recurringPurchases: true, lottoParty: true };

describe('orderGameTypes (2-shopping.md §5 product ordering)', () => {
  it('places powerhit second', () => {
    expect(keys(orderGameTypes(types('standard', 'reduced_system', 'powerhit'), all))).toEqual([
      'standard',
      'powerhit',
      'reduced_system',
    ]);
  });

  it('places the syndicate third when enabled, and leaves it out otherwise', () => {
    const offer = types('syndicate', 'standard', 'reduced_system', 'powerhit', 'random');
    expect(keys(orderGameTypes(offer, all))).toEqual(['standard', 'powerhit', 'syndicate', 'reduced_system', 'random']);
    expect(keys(orderGameTypes(offer, none))).toEqual(['standard', 'powerhit', 'reduced_system', 'random']);
  });

  it('places Lotto Party just before the syndicate', () => {
    const offer = types('lotto_party', 'syndicate', 'standard', 'powerhit', 'reduced_system');
    expect(keys(orderGameTypes(offer, all, built))).toEqual([
      'standard',
      'powerhit',
      'lotto_party',
      'syndicate',
      'reduced_system',
    ]);
    expect(keys(orderGameTypes(types('standard', 'lotto_party', 'random'), all, built))).toEqual([
      'standard',
      'random',
      'lotto_party',
    ]);
  });

  it('leaves out Lotto Party and subscriptions unless the capabilities say their engines are on (decision 353)', () => {
    const offer = types('standard', 'lotto_party', 'syndicate', 'deferred');
    // The server gives out no capability of an engine that is off: none of them, no such game type.
    expect(keys(orderGameTypes(offer, new Set<CapabilityName>(['syndicates'])))).toEqual(['standard', 'syndicate']);
    expect(playFamilies(offer, all, { recurringPurchases: false, lottoParty: false }).map((f) => f.key)).toEqual([
      'standard',
      'syndicate',
    ]);
    const withRecurring = new Set<CapabilityName>([...all, 'subscription_manage']);
    expect(playFamilies(offer, withRecurring).map((f) => f.key)).toEqual([
      'standard',
      'deferred',
      'lotto_party',
      'syndicate',
    ]);
    expect(playFamilies(offer, all, built).map((f) => f.key)).toEqual([
      'standard',
      'deferred',
      'lotto_party',
      'syndicate',
    ]);
  });

  it('treats powerpik like powerhit when there is no powerhit', () => {
    expect(keys(orderGameTypes(types('standard', 'random', 'powerpik'), all))).toEqual([
      'standard',
      'powerpik',
      'random',
    ]);
  });

  it('keeps short lists in order', () => {
    expect(keys(orderGameTypes(types('syndicate'), all))).toEqual(['syndicate']);
    expect(keys(orderGameTypes(types('powerhit', 'standard'), all))).toEqual(['standard', 'powerhit']);
  });
});

describe('gameTypeForSuffix (1-platform.md §2 game-type path suffixes)', () => {
  it('maps every suffix to its game type, in any case', () => {
    expect(gameTypeForSuffix('systems')).toBe('reduced_system');
    expect(gameTypeForSuffix('Super-Combos')).toBe('mega_combo');
    expect(gameTypeForSuffix('boxed')).toBe('strike_boxed');
    expect(gameTypeForSuffix('subscriptions')).toBe('deferred');
    expect(gameTypeForSuffix('lotto-party')).toBe('lotto_party');
    expect(gameTypeForSuffix('syndicates')).toBe('syndicate');
    expect(gameTypeForSuffix('standard')).toBe('standard');
    expect(gameTypeForSuffix('sequential')).toBeUndefined();
    expect(gameTypeForSuffix('results')).toBeUndefined();
  });
});

describe('playFamilies', () => {
  it('shows the super combo with Powerhit and the Powerpik systems with Powerpik', () => {
    const families = playFamilies(
      types(
        'standard',
        'powerhit',
        'powerhit_super_combo',
        'powerpik',
        'powerpik_system',
        'reduced_system',
        'mega_combo',
        'lotto_party',
        'syndicate',
      ),
      all,
      built,
    );
    expect(families.map((f) => [f.key, keys(f.gameTypes)])).toEqual([
      ['standard', ['standard']],
      ['powerhit', ['powerhit', 'powerhit_super_combo']],
      ['lotto_party', ['lotto_party']],
      ['syndicate', ['syndicate']],
      ['powerpik', ['powerpik', 'powerpik_system']],
      ['reduced_system', ['reduced_system']],
      ['mega_combo', ['mega_combo']],
    ]);
  });

  it('gives a merged game type its own page when its parent is missing', () => {
    expect(playFamilies(types('standard', 'powerhit_super_combo'), all).map((f) => f.key)).toEqual([
      'standard',
      'powerhit_super_combo',
    ]);
  });
});
