import { describe, expect, it } from 'vitest';
import { brandingFor, offerUrl, playPath, pricingNameFor } from './offers';

const offers = [
  { key: 'powerball2018', url: 'powerball', urlAliases: [] },
  { key: 'oz_lotto2022', url: 'oz-lotto', urlAliases: [{ subvariant: 'SA', url: 'oz-lotto-sa' }] },
];

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
