import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The page's scripts are asked for after its first paint (docs/decisions/296).
 *
 * React Router's `<Scripts>` puts a `<link rel="modulepreload">` for every module the page needs
 * in the head, and ends the body with an inline module script whose static imports load the
 * route modules before it starts the app. A phone then asks for some thirty scripts as soon as the
 * head arrives, and their bytes share its link with the rest of the document, whose last part (the
 * cookie consent) the first frame waits for (decision 284).
 *
 * This rewrite moves both after the first paint: the head loses its module preloads, and the
 * inline script first waits until the browser reports the first contentful paint
 * (AFTER_FIRST_PAINT), then adds the same preloads and imports the same route modules, all at
 * once, before the rest of its text runs as React Router wrote it. A script that is
 * not React Router's, or of another shape, is left as it is. React Router offers no hook for
 * this; react-router-document.server.test.tsx fails when its output changes shape (decision 363).
 */

const MODULE_PRELOAD = /<link\b[^>]*\srel="modulepreload"[^>]*\/?>/g;
const HREF = /\shref="([^"]+)"/;
/** React Router's route modules script: the page's one inline module script. */
const MODULE_SCRIPT_START = /<script\b[^>]*\stype="module"[^>]*>/;
const STATIC_IMPORT = /^[ \t]*import (?:\* as ([A-Za-z_$][\w$]*) from )?("[^"\\\n]+");[ \t]*$/gm;
/**
 * Waits until the first contentful paint is reported (the frame is on screen, not just drawn); at
 * once in a hidden tab, which paints nothing; after two animation frames where the browser reports
 * no paints; and after 3 s at the latest, should no contentful paint ever come.
 */
const AFTER_FIRST_PAINT = `await new Promise((painted) => {
  if (document.hidden) return painted();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => requestAnimationFrame(painted));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); painted(); }
  }).observe({ type: "paint", buffered: true });
  setTimeout(painted, 3000);
});`;

/** The head without its module preloads, and their hrefs in order. */
export function withoutModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (!href) return link;
    hrefs.push(href);
    return '';
  });
  return { head: rest, hrefs };
}

/**
 * React Router's route modules script with its static imports made after the first paint, the
 * preloads added then; undefined for a script without static imports (nothing to move).
 */
export function routeModulesAfterPaint(script: string, preloads: readonly string[]): string | undefined {
  const imports: { name: string; url: string }[] = [];
  const rest = script.replace(STATIC_IMPORT, (_line, name: string | undefined, url: string) => {
    imports.push({ name: name ?? '', url });
    return '';
  });
  if (imports.length === 0) return undefined;
  const names = imports.map((i) => i.name).join(', ');
  const urls = imports.map((i) => `import(${i.url})`).join(', ');
  const preload =
    preloads.length === 0
      ? ''
      : `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n`;
  return `${AFTER_FIRST_PAINT}\n${preload}const [${names}] = await Promise.all([${urls}]);\n${rest}`;
}

/**
 * The page's HTML with its scripts asked for after the first paint: the head is held until it is
 * whole, then the route modules script until it is whole; everything else passes as it comes.
 */
export function scriptsAfterPaintStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let stage: 'head' | 'script' | 'done' = 'head';
  let held = '';
  let preloads: string[] = [];

  /** What can go out of `held` now, for the stage it is in. */
  function release(): string {
    let out = '';
    if (stage === 'head') {
      const end = held.indexOf('</head>');
      if (end < 0) return out;
      const { head, hrefs } = withoutModulePreloads(held.slice(0, end));
      preloads = hrefs;
      out += head;
      held = held.slice(end);
      // Nothing was moved out of the head: the scripts stay as they are too.
      stage = hrefs.length > 0 ? 'script' : 'done';
    }
    if (stage === 'script') {
      const start = held.search(MODULE_SCRIPT_START);
      if (start < 0) {
        // Keep what could be the start of the tag, split across chunks.
        const lastTag = held.lastIndexOf('<');
        const keep = lastTag < 0 ? held.length : lastTag;
        out += held.slice(0, keep);
        held = held.slice(keep);
        return out;
      }
      const open = held.slice(start).match(MODULE_SCRIPT_START)![0];
      const bodyStart = start + open.length;
      const end = held.indexOf('</script>', bodyStart);
      if (end < 0) {
        out += held.slice(0, start);
        held = held.slice(start);
        return out;
      }
      const text = held.slice(bodyStart, end);
      out += held.slice(0, bodyStart) + (routeModulesAfterPaint(text, preloads) ?? text);
      held = held.slice(end);
      stage = 'done';
    }
    out += held;
    held = '';
    return out;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === 'done') return callback(null, chunk);
      held += decoder.write(chunk);
      const out = release();
      callback(null, out || undefined);
    },
    flush(callback) {
      held += decoder.end();
      const out = release() + held;
      held = '';
      callback(null, out || undefined);
    },
  });
}
