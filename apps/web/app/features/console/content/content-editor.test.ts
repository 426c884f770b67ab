import { describe, expect, it } from 'vitest';
import { aestLocalOf, formValueOf, instantOfLocal, readEditorForm } from './content-editor';

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
const post = {
  title: 'A post',
  slug: 'a-post',
  summary: 'Short.',
  body: 'Hello',
  category: '',
  author: '',
  'image.url': '',
  'image.width': '',
  'image.height': '',
  'image.alt': '',
};

describe('the console content editor form', () => {
  it('reads a post: empty optional fields and an empty image are null, the publish date is AEST', () => {
    const read = readEditorForm(
      'blog_posts',
      formOf({ ...post, status: 'published', publishDate: '2026-12-01T09:30' }),
    );
    expect(read.error).toBeNull();
    expect(read.body).toEqual({
      status: 'published',
      publishDate: '2026-12-01T09:30:00+10:00',
      data: {
        title: 'A post',
        slug: 'a-post',
        summary: 'Short.',
        body: 'Hello',
        category: null,
        author: null,
        image: null,
      },
    });
  });

  it('reads an image as one object with numbers, and keeps the id of the item saved over', () => {
    const read = readEditorForm(
      'blog_posts',
      formOf({
        ...post,
        id: 'abc',
        status: 'draft',
        publishDate: '',
        'image.url': '/files/x',
        'image.width': '800',
        'image.height': '450',
        'image.alt': 'A harbour',
      }),
    );
    expect(read.body).toMatchObject({
      id: 'abc',
      publishDate: null,
      data: { image: { url: '/files/x', width: 800, height: 450, alt: 'A harbour' } },
    });
  });

  it('refuses a status or a date it does not know, naming the field', () => {
    expect(readEditorForm('blog_posts', formOf({ ...post, status: 'live' })).error?.field).toBe('status');
    expect(readEditorForm('blog_posts', formOf({ ...post, status: 'draft', publishDate: 'soon' })).error?.field).toBe(
      'publishDate',
    );
    expect(instantOfLocal('2026-01-01T00:00<script>')).toBeUndefined();
  });

  it('shows a saved item in the form: AEST local time and a group field by its path', () => {
    expect(aestLocalOf('2026-12-01T00:00:00.000Z')).toBe('2026-12-01T10:00');
    expect(aestLocalOf(null)).toBe('');
    expect(formValueOf({ image: { url: '/a.png' } }, 'image.url')).toBe('/a.png');
    expect(formValueOf({ image: null }, 'image.url')).toBe('');
  });
});
