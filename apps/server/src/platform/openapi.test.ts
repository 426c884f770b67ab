import { describe, expect, it } from 'vitest';
import { errorAnswers, snakeCaseProperties } from './openapi';

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

describe('errorAnswers', () => {
  const statuses = (call: Parameters<typeof errorAnswers>[0]) => Object.keys(errorAnswers(call));

  it('gives a public read its bad input, rate limit and overload answers only', () => {
    expect(statuses({ method: 'GET', access: 'public', hasParams: false, idempotent: false })).toEqual([
      '400',
      '429',
      '503',
    ]);
  });

  it('adds 401 and 403 by who may call, 404 for a path naming something, 409, 415 and 422 for writes', () => {
    expect(statuses({ method: 'GET', access: 'customer', hasParams: true, idempotent: false })).toEqual([
      '400',
      '401',
      '404',
      '429',
      '503',
    ]);
    expect(statuses({ method: 'POST', access: 'staff', hasParams: false, idempotent: true })).toEqual([
      '400',
      '401',
      '403',
      '409',
      '415',
      '422',
      '429',
      '503',
    ]);
    const purchase = errorAnswers({ method: 'POST', access: 'customer', hasParams: false, idempotent: true });
    expect(purchase[422]?.description).toContain('idempotency_key_reused');
    expect(purchase[503].headers).toHaveProperty('retry-after');
  });
});
