import type { RafflePrize } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { sortPrizes } from './draws.server';

const prize = (id: string, type: RafflePrize['type'], timestamp: string): RafflePrize => ({
  id,
  type,
  name: id,
  description: '',
  value: { amount: 100, currency: 'AUD' },
  quantity: 1,
  image: null,
  imageAlt: null,
  timestamp,
});

describe('sortPrizes', () => {
  it('puts the main prize first, then by time, then by id', () => {
    const sorted = sortPrizes([
      prize('b', 'early_bird', '2026-01-02T00:00:00Z'),
      prize('a', 'early_bird', '2026-01-02T00:00:00Z'),
      prize('m', 'main', '2026-03-01T00:00:00Z'),
      prize('s', 'secondary', '2026-01-01T00:00:00Z'),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['m', 's', 'a', 'b']);
  });
});
