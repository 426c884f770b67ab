import { describe, expect, it } from 'vitest';
import { brandingFor, offerUrl, playPath, pricingNameFor, resolveOffer } from './offers';

const offers = [
  { key: 'powerball2018', url: 'powerball', urlAliases: [] },
  { key: 'oz_lotto2022', url: 'oz-lotto', urlAliases: [{ subvariant: 'SA', url: 'oz-lotto-sa' }] },
  { key: 'set_for_life2020', url: 'set-for-life', urlAliases: [], legacyKeys: ['set_for_life'] },
  { key: 'saturday_lotto', url: 'saturday-lotto', urlAliases: [] },
];

describe('resolveOffer', () => {
  it('finds an offer by url, key or alias in any case', () => {
    expect(resolveOffer(offers, 'oz-lotto')?.key).toBe('oz_lotto2022');
    expect(resolveOffer(offers, 'OZ-LOTTO')?.key).toBe('oz_lotto2022');
    expect(resolveOffer(offers, 'Oz_Lotto2022')?.key).toBe('oz_lotto2022');
    expect(resolveOffer(offers, 'oz-lotto-sa')?.key).toBe('oz_lotto2022');
    expect(resolveOffer(offers, 'SATURDAY_LOTTO')?.key).toBe('saturday_lotto');
  });

  it('maps the older names to the current versions (2-shopping.md §2)', () => {
    expect(resolveOffer(offers, 'oz_lotto')?.key).toBe('oz_lotto2022');
    expect(resolveOffer(offers, 'powerball')?.key).toBe('powerball2018');
    expect(resolveOffer(offers, 'POWERBALL')?.key).toBe('powerball2018');
    expect(resolveOffer(offers, 'set_for_life')?.key).toBe('set_for_life2020');
    expect(resolveOffer(offers, 'Set_For_Life')?.key).toBe('set_for_life2020');
  });

  it('finds nothing for an unknown name', () => {
    expect(resolveOffer(offers, 'mega-millions')).toBeUndefined();
    expect(resolveOffer(offers, '')).toBeUndefined();
    expect(resolveOffer(offers, '2018')).toBeUndefined();
  });
});

describe('offer paths', () => {
  it('uses the sub-variant alias when there is one', () => {
    expect(offerUrl(offers[1]!, 'SA')).toBe('/oz-lotto-sa');
    expect(offerUrl(offers[1]!, 'VIC')).toBe('/oz-lotto');
    expect(playPath(offers[0]!, 'powerhit')).toBe('/powerball/powerhit');
    expect(playPath(offers[0]!, 'sequential')).toBe('/powerball');
    expect(playPath(offers[1]!, 'reduced_system', 'SA')).toBe('/oz-lotto-sa/systems');
  });
});

describe('branding per region', () => {
  const brandings = [
    {
      id: 'drawline',
      subvariant: 'OTHER',
      url: '/',
      brandColourBackgroundText: '#fff',
      regionOverrides: { brandingRegions: ['NSW', 'VIC'], overrides: {} },
    },
    {
      id: 'drawline_sa',
      subvariant: 'SA',
      url: '/',
      brandColourBackgroundText: '#fff',
      regionOverrides: { brandingRegions: ['SA'], overrides: { pricingName: 'sa' } },
    },
  ];

  it('finds the branding of a region and the pricing it names', () => {
    expect(brandingFor(brandings, 'SA')?.id).toBe('drawline_sa');
    expect(brandingFor(brandings, 'VIC')?.id).toBe('drawline');
    expect(pricingNameFor(brandings, 'SA')).toBe('sa');
    expect(pricingNameFor(brandings, 'VIC')).toBe('default');
    expect(pricingNameFor(brandings, undefined)).toBe('default');
    expect(pricingNameFor(brandings, 'QLD')).toBe('default');
  });
});
