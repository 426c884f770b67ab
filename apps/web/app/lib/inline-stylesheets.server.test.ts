import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, inlineStylesheetsStream } from './inline-stylesheets.server';

const files: Record<string, string> = { '/assets/root-a.css': 'body{color:red}', '/assets/x-b.css': '.x{a:b}' };
const read = (href: string) => files[href];

describe('inline stylesheets', () => {
  it('puts each built stylesheet inline before its link, and marks the link so it is neither fetched nor applied', () => {
    const head =
      '<head><link rel="stylesheet" href="/assets/root-a.css"/><link rel="stylesheet" href="/assets/x-b.css"/>';
    expect(inlineStylesheets(head, read, 'n1')).toBe(
      '<head><style data-href="/assets/root-a.css" nonce="n1">body{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/root-a.css" type="text/x-inlined" disabled=""/>' +
        '<style data-href="/assets/x-b.css" nonce="n1">.x{a:b}</style>' +
        '<link rel="stylesheet" href="/assets/x-b.css" type="text/x-inlined" disabled=""/>',
    );
  });

  it('reads the file of an href React Router ended with #, and keeps the href as it is', () => {
    expect(inlineStylesheets('<link rel="stylesheet" href="/assets/x-b.css#"/>', read)).toBe(
      '<style data-href="/assets/x-b.css#">.x{a:b}</style>' +
        '<link rel="stylesheet" href="/assets/x-b.css#" type="text/x-inlined" disabled=""/>',
    );
  });

  it('finds the link whatever the order of its attributes (React puts a nonce first), and only stylesheets', () => {
    expect(inlineStylesheets('<link nonce="n2" rel="stylesheet" href="/assets/x-b.css"/>', read, 'n2')).toBe(
      '<style data-href="/assets/x-b.css" nonce="n2">.x{a:b}</style>' +
        '<link nonce="n2" rel="stylesheet" href="/assets/x-b.css" type="text/x-inlined" disabled=""/>',
    );
    expect(inlineStylesheets('<link href="/assets/x-b.css" rel="stylesheet"/>', read)).toContain('<style');
    const preload = '<link rel="preload" as="style" href="/assets/x-b.css"/>';
    expect(inlineStylesheets(preload, read)).toBe(preload);
  });

  it('carries no nonce on a page that may be shared (its policy hashes the styles)', () => {
    expect(inlineStylesheets('<link rel="stylesheet" href="/assets/x-b.css"/>', read)).toContain(
      '<style data-href="/assets/x-b.css">',
    );
  });

  it('leaves a link whose file is unknown, or whose text could close the element, as it is', () => {
    const unknown = '<link rel="stylesheet" href="/assets/none.css"/>';
    expect(inlineStylesheets(unknown, read)).toBe(unknown);
    const closing = '<link rel="stylesheet" href="/assets/evil.css"/>';
    expect(inlineStylesheets(closing, () => 'a{}</style><script>x</script>')).toBe(closing);
  });

  it('rewrites the head of a streamed document split anywhere, and nothing after it', async () => {
    const doc =
      '<!DOCTYPE html><html><head><title>Zürich</title><link rel="stylesheet" href="/assets/root-a.css"/></head>' +
      '<body><link rel="stylesheet" href="/assets/root-a.css"/></body></html>';
    const bytes = Buffer.from(doc);
    const chunks = [bytes.subarray(0, 37), bytes.subarray(37, 61), bytes.subarray(61)];
    let out = '';
    for await (const chunk of Readable.from(chunks).pipe(inlineStylesheetsStream('n', read))) out += chunk;
    expect(out).toContain('<title>Zürich</title>');
    expect(out.match(/<style data-href="\/assets\/root-a.css" nonce="n">/g)).toHaveLength(1);
    expect(out).toContain('<body><link rel="stylesheet" href="/assets/root-a.css"/></body>');
  });
});
