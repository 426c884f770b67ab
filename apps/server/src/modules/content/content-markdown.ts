import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Our own parser instance: no global options another module could change. */
const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * The allow-list of decision 411: structure and text only; links and images to https, http,
 * mailto or a path; no style, no event handlers, no SVG, script, iframe, form or object.
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'em',
    'strong',
    'del',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'br',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'template'],
  // A markdown heading # is the page's own h1: the body starts at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
  },
};
policy.allowedAttributes = { ...(policy.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel'] };

/** Markdown written by staff as HTML a page may insert: rendered by marked, then sanitised. */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false });
  return sanitizeHtml(html, policy);
}
