import type { GameOffer } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { draftReducer, initialDraft, playOptions, toEntryDraft } from './draft';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const offer = (key: string, sets: GameOffer['numberSets'], numGames: number[], isDefault = true): GameOffer => ({
  key,
  numberSets: sets,
  numGames,
  defaultGameOffer: isDefault,
  multiDraw: [1, 2, 4],
  prices: numGames.map((n) => ({ numGames: n, price: aud(100 * n) })),
  minGames: numGames[0] ?? 1,
});

const standard = {
  options: playOptions([
    { key: 'standard', gameOffers: [offer('standard', [{ name: 'Numbers', count: 6, min: 1, max: 45 }], [4, 6, 18])] },
  ]),
};
const systems = {
  options: playOptions([
    {
      key: 'reduced_system',
      gameOffers: [
        offer('system_7', [{ name: 'Numbers', count: 7, min: 1, max: 45 }], [1]),
        offer('system_8', [{ name: 'Numbers', count: 8, min: 1, max: 45 }], [1], false),
      ],
    },
  ]),
};
const powerhit = {
  options: playOptions([
    { key: 'powerhit', gameOffers: [offer('powerhit', [{ name: 'Numbers', count: 7, min: 1, max: 35 }], [1, 2])] },
    {
      key: 'powerhit_super_combo',
      gameOffers: [offer('powerhit_super_combo', [{ name: 'Numbers', count: 8, min: 1, max: 35 }], [1, 2])],
    },
  ]),
};
const mega = {
  options: playOptions([
    {
      key: 'mega_combo',
      gameOffers: [
        offer(
          'mega_combo',
          [
            { name: 'Numbers', count: 10, min: 1, max: 45 },
            { name: 'Favourites', count: 3, min: 1, max: 45, required: false },
          ],
          [1],
        ),
      ],
    },
  ]),
};

describe('play draft', () => {
  it('starts standard at the fewest games on the price list, blank, and one draw (docs/decisions/303)', () => {
    const d = initialDraft(standard);
    expect(d.numGames).toBe(4);
    expect(d.games).toHaveLength(4);
    expect(d.games[0]).toEqual({ Numbers: [null, null, null, null, null, null] });
    expect(d.numDraws).toBe(1);
  });

  it('starts on the requested game offer, else the default', () => {
    expect(initialDraft(systems).optionId).toBe('reduced_system/system_7');
    expect(initialDraft(systems, { gameOfferKey: 'system_8' }).optionId).toBe('reduced_system/system_8');
    expect(initialDraft(systems, { gameOfferKey: 'nope' }).optionId).toBe('reduced_system/system_7');
    expect(initialDraft(powerhit).optionId).toBe('powerhit/powerhit');
  });

  it('toggles numbers and keeps picks when the game count or game offer changes', () => {
    const reduce = draftReducer(systems);
    let d = initialDraft(systems);
    d = reduce(d, { type: 'toggle', game: 0, set: 'Numbers', n: 5 });
    d = reduce(d, { type: 'toggle', game: 0, set: 'Numbers', n: 9 });
    d = reduce(d, { type: 'toggle', game: 0, set: 'Numbers', n: 99 });
    expect(d.games[0]?.Numbers?.slice(0, 3)).toEqual([5, 9, null]);
    d = reduce(d, { type: 'option', id: 'reduced_system/system_8' });
    expect(d.games[0]?.Numbers).toHaveLength(8);
    expect(d.games[0]?.Numbers?.slice(0, 2)).toEqual([5, 9]);
  });

  it('switches between the game types of one page', () => {
    const reduce = draftReducer(powerhit);
    let d = reduce(initialDraft(powerhit), { type: 'toggle', game: 0, set: 'Numbers', n: 35 });
    d = reduce(d, { type: 'option', id: 'powerhit_super_combo/powerhit_super_combo' });
    expect(d.games[0]?.Numbers).toEqual([35, null, null, null, null, null, null, null]);
    expect(toEntryDraft(powerhit, d)?.gameTypeKey).toBe('powerhit_super_combo');
  });

  it('resizes the games with the game count', () => {
    const reduce = draftReducer(standard);
    const d = reduce(initialDraft(standard), { type: 'numGames', numGames: 4 });
    expect(d.games).toHaveLength(4);
  });

  it('clears one game or all', () => {
    const reduce = draftReducer(standard);
    let d = initialDraft(standard);
    d = reduce(d, { type: 'setGame', game: 1, selection: { Numbers: [1, 2, 3, 4, 5, 6] } });
    d = reduce(d, { type: 'setGame', game: 2, selection: { Numbers: [1, 2, 3, 4, 5, 6] } });
    d = reduce(d, { type: 'clear', game: 1 });
    expect(d.games[1]?.Numbers?.every((n) => n === null)).toBe(true);
    expect(d.games[2]?.Numbers?.[0]).toBe(1);
    d = reduce(d, { type: 'clearAll' });
    expect(d.games.every((g) => g.Numbers?.every((n) => n === null))).toBe(true);
  });

  it('adds mega_combo Favourites when used and drops them when emptied', () => {
    const reduce = draftReducer(mega);
    let d = initialDraft(mega);
    expect(d.games[0]).not.toHaveProperty('Favourites');
    d = reduce(d, { type: 'toggle', game: 0, set: 'Favourites', n: 7 });
    expect(d.games[0]?.Favourites).toEqual([7, null, null]);
    d = reduce(d, { type: 'toggle', game: 0, set: 'Favourites', n: 7 });
    expect(d.games[0]).not.toHaveProperty('Favourites');
  });

  it('builds the entry draft the selection rules check', () => {
    const reduce = draftReducer(standard);
    let d = initialDraft(standard);
    d = reduce(d, { type: 'numDraws', numDraws: 2 });
    d = reduce(d, { type: 'day', day: 'friday' });
    d = reduce(d, { type: 'cause', causeKey: 'hospice_care' });
    const entry = toEntryDraft(standard, d);
    expect(entry).toMatchObject({
      gameTypeKey: 'standard',
      numGames: 4,
      numDraws: 2,
      day: 'friday',
      causeKey: 'hospice_care',
    });
    expect(entry?.gameOffer.key).toBe('standard');
  });
});
