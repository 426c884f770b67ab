import { describe, expect, it } from 'vitest';
import { translationValueOf } from './content.server';

describe("the translations form's value", () => {
  it('keeps plain and markdown as written; a search text is its title line and its description', () => {
    expect(translationValueOf('plain', 'News')).toEqual({ type: 'plain', value: 'News' });
    expect(translationValueOf('markdown', '**Hi**')).toEqual({ type: 'markdown', value: '**Hi**' });
    expect(translationValueOf('seo', 'Latest news | Drawline\r\nDraw news\nand winners.')).toEqual({
      type: 'seo',
      value: { title: 'Latest news | Drawline', description: 'Draw news and winners.' },
    });
    // Any other type is plain text: the server checks the value by its type.
    expect(translationValueOf('svg', '<svg/>')).toEqual({ type: 'plain', value: '<svg/>' });
  });

  it('parses JSON data and refuses what is not JSON; a picture comes from its own fields (decision 484)', () => {
    expect(translationValueOf('json', '{"a":[1,2]}')).toEqual({ type: 'json', value: { a: [1, 2] } });
    expect(translationValueOf('json', '{a:1}')).toEqual({
      error: { field: 't-value', message: 'The wording is not valid JSON.' },
    });
    const form = new FormData();
    form.set('imageUrl', ' /cms/files/abc ');
    form.set('imageWidth', '600');
    form.set('imageHeight', '1e3');
    form.set('contentDescription', 'A lighthouse');
    expect(translationValueOf('image', '', form)).toEqual({
      type: 'image',
      value: {
        imageUrl: '/cms/files/abc',
        imageWidth: 600,
        imageHeight: Number.NaN,
        contentDescription: 'A lighthouse',
      },
    });
  });
});
