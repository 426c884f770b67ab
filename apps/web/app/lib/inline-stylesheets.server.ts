import { readFileSync } from 'node:fs';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';

/**
 * The first document carries its stylesheets inline (docs/decisions/280): a phone then paints
 * after the HTML alone, without waiting on a stylesheet request per route.
 *
 * Each `<link rel="stylesheet">` React rendered in the head gets a `<style data-href>` with the
 * file's text before it, and the link itself is marked spent (SPENT_LINK), so the browser neither
 * fetches it nor waits for it. React still finds the link it rendered when it hydrates (it matches links on rel
 * and href, and never rewrites attributes of a hydrated element), and the extra `<style>` in the head
 * is skipped as a browser extension's would be. A style whose route is left is dropped in the
 * browser (root.tsx); coming back renders a fresh, enabled link. React Router offers no hook for
 * this; react-router-document.server.test.tsx fails when its output changes shape (decision 363).
 */

/**
 * Marks a link whose sheet is inline: a type that is not CSS, so neither the parser nor the preload
 * scanner fetches it (Chromium fetches a merely `disabled` one), and `disabled` in case one does.
 */
export const SPENT_LINK = 'type="text/x-inlined" disabled=""';

// Any order of attributes (on a visitor's own page React puts the nonce first). React Router may end
// an href with `#` (a stylesheet a lazy chunk shares): the file is the same.
const LINK = /<link\b[^>]*\/>/g;
const STYLESHEET_HREF =
  /\srel="stylesheet"[^>]*?\shref="((\/assets\/[^"#?]+\.css)[#?]?[^"]*)"|\shref="((\/assets\/[^"#?]+\.css)[#?]?[^"]*)"[^>]*?\srel="stylesheet"/;

/** The head with its built stylesheets inlined; links whose file cannot be read stay as they are. */
export function inlineStylesheets(head: string, read: (href: string) => string | undefined, nonce?: string): string {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  return head.replace(LINK, (link) => {
    const m = STYLESHEET_HREF.exec(link);
    const href = m?.[1] ?? m?.[3];
    const file = m?.[2] ?? m?.[4];
    if (!href || !file) return link;
    const css = read(file);
    // A stylesheet that could end the element early is left as a link.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style data-href="${href}"${nonceAttr}>${css}</style>${link.slice(0, -2)} ${SPENT_LINK}/>`;
  });
}

const built = new Map<string, string | undefined>();
/** The built client's stylesheet at `href` (next to this server build), read once; undefined in development. */
export function readBuiltStylesheet(href: string): string | undefined {
  if (built.has(href)) return built.get(href);
  let css: string | undefined;
  try {
    css = readFileSync(fileURLToPath(new URL(`../client${href}`, import.meta.url)), 'utf8');
  } catch {
    css = undefined;
  }
  built.set(href, css);
  return css;
}

/** Passes the document through, with the stylesheets of its head inlined (the head is held until it is whole). */
export function inlineStylesheetsStream(nonce?: string, read = readBuiltStylesheet): Transform {
  const decoder = new StringDecoder('utf8');
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf('</head>');
      if (end < 0) return callback();
      done = true;
      const out = inlineStylesheets(head.slice(0, end), read, nonce) + head.slice(end);
      head = '';
      callback(null, out);
    },
    flush(callback) {
      callback(null, done ? undefined : head + decoder.end());
    },
  });
}
