import {
  balanceCorrectionStatuses,
  consoleRaffleStatuses,
  drawStatuses,
  verificationStatuses,
  withdrawalStatuses,
} from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { statusInWords, statusWords } from './status-words';

describe('statusWords', () => {
  const lists = {
    draw: drawStatuses,
    raffle: consoleRaffleStatuses,
    withdrawal: withdrawalStatuses,
    verification: verificationStatuses,
    correction: balanceCorrectionStatuses,
  } as const;

  it.each(Object.entries(lists))('has words, never the code, for every %s status', (kind, statuses) => {
    const table = statusWords[kind as keyof typeof lists] as Record<string, string>;
    expect(Object.keys(table).sort()).toEqual([...statuses].sort());
    for (const status of statuses) {
      const words = statusInWords(kind as keyof typeof lists, status);
      expect(words).not.toMatch(/^[A-Z_]+$/);
      expect(words).not.toContain('_');
    }
  });

  it('says an unknown status plainly', () => {
    expect(statusInWords('draw', 'DRAW_NEW_STATE')).toBe('Unknown (DRAW_NEW_STATE)');
    expect(statusInWords('draw', 'DRAW_OPEN')).toBe('Open for sale');
  });
});
