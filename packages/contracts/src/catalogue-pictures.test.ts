import { describe, expect, it } from 'vitest';
import { cataloguePictureRequestSchema, cmsFileSrcSet } from './catalogue-pictures';

const id = '5c62837f-8f26-4436-b279-5160e4a671a7';

describe('catalogue pictures (decision 499)', () => {
  it('gives a CMS picture its widths and nothing else a srcset', () => {
    expect(cmsFileSrcSet(`/cms/files/${id}`)).toBe(`/cms/files/${id}?w=480 480w, /cms/files/${id}?w=960 960w`);
    expect(cmsFileSrcSet(`/cms/files/${id}`, [160])).toBe(`/cms/files/${id}?w=160 160w`);
    for (const other of [
      '/pictures/prizes/car-960.jpg',
      `/cms/files/${id}?w=480`,
      `https://evil.example/cms/files/${id}`,
    ]) {
      expect(cmsFileSrcSet(other)).toBeNull();
    }
  });

  it('takes a kept file id and a short storable description', () => {
    expect(cataloguePictureRequestSchema.parse({ fileId: id, alt: '  A car  ' })).toEqual({ fileId: id, alt: 'A car' });
    expect(cataloguePictureRequestSchema.parse({ fileId: id })).toEqual({ fileId: id, alt: '' });
    for (const bad of [
      { fileId: 'x', alt: '' },
      { fileId: id, alt: 'a'.repeat(251) },
      { fileId: id, alt: 'a\u0000' },
      { fileId: id, alt: '\ud800' },
    ]) {
      expect(cataloguePictureRequestSchema.safeParse(bad).success).toBe(false);
    }
  });
});
