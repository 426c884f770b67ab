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
    // Anything else is plain text: the server checks the value by its type.
    expect(translationValueOf('json', '{}')).toEqual({ type: 'plain', value: '{}' });
  });
});
