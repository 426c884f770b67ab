import type { CmsItem } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import {
  componentVariantsOf,
  defaultComponentVariants,
  TransformComponentVariantResponseError,
  transformComponentVariant,
  transformComponentVariants,
} from './component-variants';

function siteConfig(components: unknown, version = 3): CmsItem {
  return {
    id: '1',
    status: 'published',
    publishDate: null,
    version,
    dateUpdated: `2026-11-28T0${version}:00:00.000Z`,
    navigation: {},
    components,
  };
}

describe('component variants (3-account.md §3 CMS site config, §8)', () => {
  it('reads every allowed variant from a good answer', () => {
    const { variants, failures } = transformComponentVariants(
      siteConfig({ ...defaultComponentVariants, customerFeedbackBanner: 'variant_c' }),
    );
    expect(failures).toEqual([]);
    expect(variants).toEqual({ ...defaultComponentVariants, customerFeedbackBanner: 'variant_c' });
    expect(transformComponentVariant('customerFeedbackBanner', 'variant_b')).toBe('variant_b');
  });

  it('a variant a component does not allow is TransformComponentVariantResponseError', () => {
    expect(() => transformComponentVariant('affiliateWidget', 'variant_b')).toThrow(
      TransformComponentVariantResponseError,
    );
    expect(() => transformComponentVariant('customerFeedbackBanner', 'variant_d')).toThrow(
      /customerFeedbackBanner has the variant "variant_d"/,
    );
    expect(() => transformComponentVariant('customerFeedbackBanner', 2)).toThrow(/the variant number/);
  });

  it('each bad component falls back to its default, the good ones keep theirs', () => {
    const { variants, failures } = transformComponentVariants(
      siteConfig({
        ...defaultComponentVariants,
        customerFeedbackBanner: 'variant_b',
        productSupportBanner: 'variant_z',
        charitySupportWidget: null,
        uniqueSellingPointWidget: undefined,
      }),
    );
    expect(variants).toEqual({ ...defaultComponentVariants, customerFeedbackBanner: 'variant_b' });
    expect(failures.map((f) => f.name)).toEqual(Array(3).fill('TransformComponentVariantResponseError'));
    expect(failures.map((f) => f.message).join(' ')).toContain('productSupportBanner');
  });

  it('a malformed components answer gives every component its default', () => {
    for (const components of [undefined, null, 'variant_b', ['variant_b'], 7]) {
      const { variants, failures } = transformComponentVariants(siteConfig(components));
      expect(variants).toEqual(defaultComponentVariants);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toBeInstanceOf(TransformComponentVariantResponseError);
    }
  });

  it('the log line is short and printable, whatever the answer held', () => {
    const { failures } = transformComponentVariants(
      siteConfig({ ...defaultComponentVariants, customerFeedbackBanner: `variant_b\u0000${'x'.repeat(10_000)}` }),
    );
    expect(failures[0]?.message.length).toBeLessThan(140);
    expect(failures[0]?.message).not.toMatch(/[^\x20-\x7e]/);
  });

  it('a kept bad answer is logged once; unread is null (the banner shows nothing)', () => {
    const lines: string[] = [];
    const bad = siteConfig({ ...defaultComponentVariants, customerFeedbackBanner: 'variant_q' }, 7);
    for (let i = 0; i < 3; i++) {
      expect(componentVariantsOf(bad, (l) => lines.push(l))?.customerFeedbackBanner).toBe('variant_a');
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^TransformComponentVariantResponseError: .*variant_q.*version 7/);
    // A good answer logs nothing; no answer is null.
    expect(componentVariantsOf(siteConfig(defaultComponentVariants, 8), (l) => lines.push(l))).toEqual(
      defaultComponentVariants,
    );
    expect(lines).toHaveLength(1);
    expect(componentVariantsOf(null, (l) => lines.push(l))).toBeNull();
  });
});
