import { describe, expect, it } from 'vitest';
import { matchOfferName, normaliseOfferName, olderOfferName } from './offer-names';

const offers = [
  { key: 'oz_lotto2022', url: 'oz-lotto', urlAliases: [{ url: 'oz-lotto-sa' }] },
  { key: 'powerball2018', url: 'powerball', urlAliases: [] },
  { key: 'set_for_life2020', url: 'set-for-life', urlAliases: [] },
  { key: 'saturday_lotto', url: 'saturday-lotto', urlAliases: [{ url: 'tattslotto' }, { url: 'Gold-Lotto' }] },
  { key: 'monday_lotto', url: 'monday-lotto', urlAliases: [{ url: 'monday-gold-lotto' }] },
  // A url alias equal to another offer's url must not win over that offer.
  { key: 'odd_offer', url: 'odd', urlAliases: [{ url: 'saturday-lotto' }] },
];
const keyOf = (name: string) => matchOfferName(name, offers)?.key;

describe('offer names', () => {
  it('finds an offer by its key, in any case and with _ or -', () => {
    for (const name of ['oz_lotto2022', 'OZ_LOTTO2022', 'Oz-Lotto2022', 'oz-lotto2022', ' oz_lotto2022 ']) {
      expect(keyOf(name), name).toBe('oz_lotto2022');
    }
    expect(keyOf('Saturday_Lotto')).toBe('saturday_lotto');
  });

  it('finds an offer by its url, in any case and with _ or -', () => {
    for (const name of ['oz-lotto', 'OZ-LOTTO', 'oz_lotto', 'Oz_Lotto']) expect(keyOf(name), name).toBe('oz_lotto2022');
    expect(keyOf('set_for_life')).toBe('set_for_life2020');
  });

  it("finds an offer by a sub-variant's url alias, in any case and with _ or -", () => {
    expect(keyOf('oz-lotto-sa')).toBe('oz_lotto2022');
    expect(keyOf('OZ_LOTTO_SA')).toBe('oz_lotto2022');
    expect(keyOf('TattsLotto')).toBe('saturday_lotto');
    expect(keyOf('gold_lotto')).toBe('saturday_lotto');
    expect(keyOf('Monday_Gold_Lotto')).toBe('monday_lotto');
  });

  it('finds the current version by an older name, the key without its year (2-shopping.md §2)', () => {
    expect(keyOf('oz_lotto')).toBe('oz_lotto2022');
    expect(keyOf('powerball')).toBe('powerball2018');
    expect(keyOf('POWERBALL')).toBe('powerball2018');
    expect(keyOf('set_for_life')).toBe('set_for_life2020');
    expect(keyOf('Set_For_Life')).toBe('set_for_life2020');
    // Without a url to help: the older name alone finds the offer.
    const keysOnly = [{ key: 'oz_lotto2022', url: 'australian-oz', urlAliases: [] }];
    expect(matchOfferName('OZ-LOTTO', keysOnly)?.key).toBe('oz_lotto2022');
  });

  it('takes the newest version when two share an older name', () => {
    const versions = [
      { key: 'oz_lotto2015', url: 'oz-lotto-2015', urlAliases: [] },
      { key: 'oz_lotto2022', url: 'oz-lotto-2022', urlAliases: [] },
      { key: 'oz_lotto2019', url: 'oz-lotto-2019', urlAliases: [] },
    ];
    expect(matchOfferName('oz_lotto', versions)?.key).toBe('oz_lotto2022');
  });

  it('prefers a key, then a url, then a url alias, then an older name', () => {
    expect(keyOf('saturday-lotto')).toBe('saturday_lotto');
    const shadowing = [
      { key: 'b', url: 'powerball', urlAliases: [] },
      { key: 'powerball2018', url: 'pb', urlAliases: [] },
      { key: 'c', url: 'c', urlAliases: [{ url: 'powerball2018' }] },
    ];
    expect(matchOfferName('powerball', shadowing)?.key).toBe('b');
    expect(matchOfferName('powerball2018', shadowing)?.key).toBe('powerball2018');
  });

  it('finds nothing for an unknown or empty name', () => {
    expect(keyOf('mega-millions')).toBeUndefined();
    expect(keyOf('')).toBeUndefined();
    expect(keyOf('   ')).toBeUndefined();
    expect(keyOf('2018')).toBeUndefined();
    expect(keyOf('oz')).toBeUndefined();
  });

  it('spells a name one way', () => {
    expect(normaliseOfferName('  Set_For_Life ')).toBe('set-for-life');
  });

  it('names the older name of a versioned key only', () => {
    expect(olderOfferName('oz_lotto2022')).toBe('oz_lotto');
    expect(olderOfferName('lotto_2024')).toBe('lotto');
    expect(olderOfferName('saturday_lotto')).toBeUndefined();
    expect(olderOfferName('super_66')).toBeUndefined();
    expect(olderOfferName('2018')).toBeUndefined();
  });
});
