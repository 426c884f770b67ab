import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './content-markdown';

/** Known XSS payloads a post, page or markdown text may hold (decision 411): each renders inert. */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.test/x.js></SCRIPT>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '![x](javascript:alert(1))',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.test/a.png" onload="alert(1)">',
  '<p onclick="alert(1)">hi</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<iframe src="https://evil.test"></iframe>',
  '<object data="https://evil.test/x.swf"></object>',
  '<embed src="https://evil.test/x.swf">',
  '<form action="https://evil.test"><input name=a></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<style>body{display:none}</style>',
  '<meta http-equiv="refresh" content="0;url=https://evil.test">',
  '<base href="https://evil.test/">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="//evil.test">x</a>',
  '<template><script>alert(1)</script></template>',
];

/** What no sanitised answer may hold, in any case. */
const dangerous = [
  /<script/i,
  /javascript:/i,
  /\son[a-z]+\s*=/i,
  /<svg/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<style/i,
  /<meta/i,
  /<base/i,
  /data:/i,
  /href="\/\//i,
];

describe('renderMarkdown', () => {
  it.each(payloads)('renders %s inert', (payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    for (const pattern of dangerous) expect(html, `${pattern} in ${html}`).not.toMatch(pattern);
    expect(html).toContain('Before');
  });

  it('keeps the markdown a post is written in', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** and _em_ text with [a link](https://example.test/x) and [a page](/results).\n\n- one\n- two\n\n![A draw](https://example.test/a.png)',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.test/x" rel="noopener noreferrer">a link</a>');
    expect(html).toContain('<a href="/results">a page</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<img src="https://example.test/a.png" alt="A draw" />');
  });
});
