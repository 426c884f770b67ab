import { describe, expect, it } from 'vitest';
import { matchOfferName, normaliseOfferName } from './offer-key';

const offers = [
  { key: 'oz_lotto2022', url: 'oz-lotto', aliases: ['oz_lotto'] },
  { key: 'powerball2018', url: 'powerball', aliases: ['powerball'] },
  { key: 'saturday_lotto', url: 'saturday-lotto', aliases: ['tattslotto', 'gold-lotto'] },
  // An alias equal to another offer's url must not win over that offer.
  { key: 'odd_offer', url: 'odd', aliases: ['saturday-lotto'] },
];

describe('offer key resolution', () => {
  it('finds an offer by key, url, alias or older name, in any case', () => {
    expect(matchOfferName('oz_lotto2022', offers)?.key).toBe('oz_lotto2022');
    expect(matchOfferName('OZ-LOTTO', offers)?.key).toBe('oz_lotto2022');
    expect(matchOfferName('Oz_Lotto', offers)?.key).toBe('oz_lotto2022');
    expect(matchOfferName('TattsLotto', offers)?.key).toBe('saturday_lotto');
    expect(matchOfferName(' powerball ', offers)?.key).toBe('powerball2018');
  });

  it('prefers a key, then a url, over an alias', () => {
    expect(matchOfferName('saturday-lotto', offers)?.key).toBe('saturday_lotto');
  });

  it('finds nothing for an unknown name', () => {
    expect(matchOfferName('no_such_lottery', offers)).toBeUndefined();
    expect(matchOfferName('', offers)).toBeUndefined();
  });

  it('normalises to lower case without surrounding space', () => {
    expect(normaliseOfferName('  Set_For_Life ')).toBe('set_for_life');
  });
});
