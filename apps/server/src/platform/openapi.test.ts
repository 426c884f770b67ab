import { describe, expect, it } from 'vitest';
import { snakeCaseProperties } from './openapi';

describe('snakeCaseProperties', () => {
  it('shows request keys as they go on the wire, deeply, keeping Numbers, Powerball and Favourites', () => {
    const schema = {
      type: 'object',
      required: ['gameOffer', 'selection'],
      properties: {
        gameOffer: { type: 'string' },
        selection: {
          type: 'object',
          required: ['Numbers'],
          properties: { Numbers: { type: 'array' }, Powerball: { type: 'array' }, entryCount: { type: 'number' } },
        },
        items: { type: 'array', items: { type: 'object', properties: { drawNo: { type: 'number' } } } },
        either: { anyOf: [{ type: 'object', properties: { causeKey: { type: 'string' } } }, { type: 'null' }] },
      },
    };
    expect(snakeCaseProperties(schema)).toEqual({
      type: 'object',
      required: ['game_offer', 'selection'],
      properties: {
        game_offer: { type: 'string' },
        selection: {
          type: 'object',
          required: ['Numbers'],
          properties: { Numbers: { type: 'array' }, Powerball: { type: 'array' }, entry_count: { type: 'number' } },
        },
        items: { type: 'array', items: { type: 'object', properties: { draw_no: { type: 'number' } } } },
        either: { anyOf: [{ type: 'object', properties: { cause_key: { type: 'string' } } }, { type: 'null' }] },
      },
    });
  });
});
