import { describe, expect, it } from 'vitest';
import { itemFormData, optionValue, parseItemForm, parseOption } from './item-form';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

describe('the add-to-cart form', () => {
  it('carries an entry with picked numbers to the body of POST /cart/items unchanged', () => {
    const games = [{ Numbers: [3, 9, 14, 27, 33, 45] }, { Numbers: [1, 2, 3, 4, 5, 6] }];
    const fields = itemFormData({
      productOfferKey: 'saturday_lotto',
      option: { gameType: 'standard', gameOffer: 'standard', syndicateEncodedId: null },
      numGames: 2,
      numDraws: 3,
      drawNo: 4521,
      games,
    });
    expect(fields.intent).toBe('add');
    expect(parseItemForm(formOf(fields))).toEqual({
      productOfferKey: 'saturday_lotto',
      gameType: 'standard',
      gameOffer: 'standard',
      numGames: 2,
      numDraws: 3,
      drawNo: 4521,
      games,
    });
  });

  it('sends a quick pick when the page could not pick (no script), and never numbers with it', () => {
    const fields = itemFormData({
      productOfferKey: 'powerball',
      option: { gameType: 'standard', gameOffer: 'standard', syndicateEncodedId: null },
      numGames: 18,
      numDraws: 1,
      quickPick: true,
    });
    expect(parseItemForm(formOf(fields))).toMatchObject({ quickPick: true });
    expect(parseItemForm(formOf(fields))).not.toHaveProperty('games');
    const both = parseItemForm(formOf({ ...fields, games: '[{"Numbers":[1]}]' }));
    expect(both.games).toEqual([{ Numbers: [1] }]);
    expect(both).not.toHaveProperty('quickPick');
  });

  it('names a syndicate share with its syndicate in the one option value', () => {
    const option = { gameType: 'syndicate', gameOffer: 'syndicate_mega', syndicateEncodedId: 'SYN-42_x' };
    expect(optionValue(option)).toBe('syndicate/syndicate_mega/SYN-42_x');
    expect(parseOption(optionValue(option))).toEqual(option);
    const body = parseItemForm(
      formOf({ productOfferKey: 'saturday_lotto', option: optionValue(option), numGames: '2' }),
    );
    expect(body).toMatchObject({ gameType: 'syndicate', gameOffer: 'syndicate_mega', syndicateEncodedId: 'SYN-42_x' });
    expect(parseOption('a/b/c/d')).toBeNull();
    expect(parseOption('standard')).toBeNull();
  });

  it('takes the choices a plain form post makes with its named controls', () => {
    const body = parseItemForm(
      formOf({
        intent: 'add',
        productOfferKey: 'make_a_smile',
        option: 'standard/raffle_tickets',
        numGames: '5',
        numDraws: '1',
        drawNo: '12',
        causeKey: 'kids_cancer_research',
        day: '',
      }),
    );
    expect(body).toEqual({
      productOfferKey: 'make_a_smile',
      gameType: 'standard',
      gameOffer: 'raffle_tickets',
      numGames: 5,
      numDraws: 1,
      drawNo: 12,
      causeKey: 'kids_cancer_research',
    });
  });

  it('passes malformed values on for the API to refuse in its own words', () => {
    const body = parseItemForm(
      formOf({ productOfferKey: 'x', option: 'standard/standard', numGames: '2.5', games: '{' }),
    );
    expect(body.numGames).toBeNaN();
    expect(body).not.toHaveProperty('games');
    // NaN goes as null in JSON, which the API's schema refuses with its message.
    expect(JSON.parse(JSON.stringify(body)).numGames).toBeNull();
    expect(parseItemForm(formOf({})).gameType).toBe('');
  });

  it('asks for AutoPlay with its minimum jackpot in cents, one draw at a time (issue 25)', () => {
    const fields = itemFormData({
      productOfferKey: 'powerball2018',
      option: { gameType: 'standard', gameOffer: 'standard', syndicateEncodedId: null },
      numGames: 4,
      numDraws: 3,
      quickPick: true,
    });
    const body = parseItemForm(formOf({ ...fields, recurring: 'autoplay', minimumJackpot: '$20,000,000' }));
    expect(body).toMatchObject({
      numDraws: 1,
      recurringPurchase: { type: 'autoplay', enabled: true },
      minimumJackpotAmount: { amount: 2_000_000_000 },
    });
    expect(parseItemForm(formOf({ ...fields, recurring: 'autoplay', minimumJackpot: '' }))).not.toHaveProperty(
      'minimumJackpotAmount',
    );
    expect(
      parseItemForm(formOf({ ...fields, recurring: 'autoplay', minimumJackpot: '-5' })).minimumJackpotAmount?.amount,
    ).toBeNaN();
    expect(parseItemForm(formOf({ ...fields, minimumJackpot: '5' }))).not.toHaveProperty('recurringPurchase');
  });

  it("asks for a subscription with the subscription page's frequency, passed on as typed for the API to check (decision 368)", () => {
    const fields = {
      intent: 'add',
      productOfferKey: 'make_a_smile_lottery',
      option: 'deferred/subscription',
      numGames: '3',
      numDraws: '1',
      causeKey: 'childrens_hospital',
      recurring: 'subscription',
    };
    expect(parseItemForm(formOf({ ...fields, frequency: 'quarterly' }))).toMatchObject({
      gameType: 'deferred',
      gameOffer: 'subscription',
      numGames: 3,
      numDraws: 1,
      causeKey: 'childrens_hospital',
      recurringPurchase: { type: 'subscription', enabled: true, frequency: 'quarterly' },
    });
    expect(parseItemForm(formOf({ ...fields, frequency: 'weekly' })).recurringPurchase?.frequency).toBe('weekly');
    expect(parseItemForm(formOf(fields)).recurringPurchase).toEqual({ type: 'subscription', enabled: true });
  });
});
