import { describe, expect, it } from 'vitest';
import { themeContrastProblems, themeFieldsSchema } from './cms';
import { contrastRatio, ratioText } from './colour-contrast';

const colours = {
  themePrimary: '#0b2f6b',
  brandSecondary: '#071f48',
  brandTertiary: '#e8eef9',
  actionPrimary: '#0a6b3d',
  actionSecondary: '#08562f',
  mono: '#1b1f24',
  success: '#0a6b3d',
  warning: '#8a5300',
  error: '#b3261e',
};

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
    // #767676 on white is the well-known 4.54:1.
    expect(ratioText(contrastRatio('#767676', '#ffffff') ?? 0)).toBe('4.54:1');
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });

  it("passes the shop's own colours and names a light primary colour", () => {
    expect(themeContrastProblems(colours)).toEqual([]);
    const problems = themeContrastProblems({ ...colours, themePrimary: '#7fb3ff' });
    expect(problems.map((p) => p.colour)).toEqual(['themePrimary', 'brandTertiary']);
    expect(problems[0]?.message).toMatch(/^Primary colour #7fb3ff has a contrast of 1\.\d\d:1 .* at least 4\.5:1\.$/);
  });

  it('refuses the theme by the colour that fails, and a colour that is not #rgb or #rrggbb', () => {
    const theme = {
      attributes: { borderRadius: '8px', boxShadow: '0 1px 3px #0003' },
      colors: { ...colours, actionPrimary: '#66cc99' },
      logo: { default: '/a.svg', white: '/a.svg', navbar: '/a.svg' },
      meta: { favicon: '/a.svg', appleTouch: '/a.svg', ogImage: '/a.svg' },
      motif: {
        type: 'none',
        enabled: false,
        settings: {
          size: 'auto',
          alignment: 'right',
          source: '/a.svg',
          preload: false,
          flipHorizontal: false,
          flipVertical: false,
        },
      },
      typography: { sources: [], headings: 'system-ui', body: 'system-ui', styleSheetUrl: null },
    };
    const refused = themeFieldsSchema.strict().safeParse(theme);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['colors.actionPrimary']);
    expect(themeFieldsSchema.safeParse({ ...theme, colors: colours }).success).toBe(true);
    expect(themeFieldsSchema.safeParse({ ...theme, colors: { ...colours, mono: '#1b1f2' } }).success).toBe(false);
  });
});
