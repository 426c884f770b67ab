import { describe, expect, it } from 'vitest';
import { FEEDBACK_BANNER_HIDDEN_DAYS, isBannerHidden } from './feedback-banner';

const now = Date.UTC(2026, 10, 28, 10);
const day = 86_400_000;

describe('the feedback banner stays hidden for a while (decision 482)', () => {
  it('hides until the stored time, for at most the period', () => {
    expect(isBannerHidden(null, now)).toBe(false);
    expect(isBannerHidden(String(now + FEEDBACK_BANNER_HIDDEN_DAYS * day), now)).toBe(true);
    expect(isBannerHidden(String(now + day), now)).toBe(true);
    expect(isBannerHidden(String(now - 1), now)).toBe(false);
  });

  it('a stored value that is not a time, or too far away, hides nothing', () => {
    for (const stored of ['', 'soon', 'Infinity', String(now + 400 * day), '{}']) {
      expect(isBannerHidden(stored, now)).toBe(false);
    }
  });
});
