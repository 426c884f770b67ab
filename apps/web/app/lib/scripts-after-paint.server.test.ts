import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { routeModulesAfterPaint, scriptsAfterPaintStream, withoutModulePreloads } from './scripts-after-paint.server';

// The shapes React Router 7 writes (its <Scripts>): preloads in the head, one inline module script.
const head =
  '<head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/chunk-b.js" nonce="n"/><style data-href="/assets/x.css">.x{}</style>';
const routeScript = `;
import * as route0 from "/assets/root-c.js";
import * as route1_clientLoader from "/assets/play-d-loader.js";
import * as route1_main from "/assets/play-d.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-a.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/play":route1};

import("/assets/entry.client-a.js");`;
const page =
  `<!DOCTYPE html><html lang="en-AU">${head}</head><body><main><p>Powerball</p></main>` +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${routeScript}</script></body></html>`;

async function through(html: string, chunkSize: number): Promise<string> {
  const chunks: Buffer[] = [];
  const bytes = Buffer.from(html);
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const out: Buffer[] = [];
  for await (const c of Readable.from(chunks).pipe(scriptsAfterPaintStream())) out.push(Buffer.from(c));
  return Buffer.concat(out).toString('utf8');
}

describe('scripts after the first paint', () => {
  it('takes the module preloads out of the head, and nothing else', () => {
    expect(withoutModulePreloads(head)).toEqual({
      head: '<head><meta charSet="utf-8"/><style data-href="/assets/x.css">.x{}</style>',
      hrefs: ['/assets/entry.client-a.js', '/assets/chunk-b.js'],
    });
  });

  it("waits for the first paint, then preloads and imports what React Router's script imported, in order", () => {
    const script = routeModulesAfterPaint(routeScript, ['/assets/entry.client-a.js', '/assets/chunk-b.js'])!;
    const all = script.split('\n');
    const waitEnds = all.indexOf('});') + 1;
    const [wait, rest] = [all.slice(0, waitEnds).join('\n'), all.slice(waitEnds).join('\n')];
    expect(wait).toMatch(/^await new Promise\(\(painted\) => \{/);
    expect(wait).toContain('getEntriesByName("first-contentful-paint")');
    const lines = rest.split('\n');
    expect(lines[0]).toContain('["/assets/entry.client-a.js","/assets/chunk-b.js"]');
    expect(lines[0]).toContain('rel: "modulepreload"');
    expect(lines[1]).toBe(
      'const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-c.js"), import("/assets/play-d-loader.js"), import("/assets/play-d.js")]);',
    );
    expect(script).not.toMatch(/^\s*import \*/m);
    // The rest runs as React Router wrote it, the app last.
    expect(script).toContain('const route1 = {...route1_clientLoader,...route1_main};');
    expect(script.trim().endsWith('import("/assets/entry.client-a.js");')).toBe(true);
  });

  it('keeps the manifest import of a build without lazy route discovery, with no name', () => {
    const script = routeModulesAfterPaint(
      'import "/assets/manifest-e.js";\nimport * as route0 from "/assets/root-c.js";\nx();',
      [],
    )!;
    expect(script).toContain(
      'const [, route0] = await Promise.all([import("/assets/manifest-e.js"), import("/assets/root-c.js")]);',
    );
    expect(script).not.toContain('modulepreload');
  });

  it('leaves a script without static imports as it is', () => {
    expect(routeModulesAfterPaint('import("/assets/entry.client-a.js");', [])).toBeUndefined();
  });

  it('rewrites the page however it is cut into chunks, and keeps every other byte', async () => {
    const expected = page
      .replace(/<link rel="modulepreload"[^>]*\/>/g, '')
      .replace(routeScript, routeModulesAfterPaint(routeScript, ['/assets/entry.client-a.js', '/assets/chunk-b.js'])!);
    for (const size of [1, 7, 64, 100_000]) expect(await through(page, size), `chunks of ${size}`).toBe(expected);
  });

  it('passes a page without module preloads (an error page, a build in development) through untouched', async () => {
    const plain =
      '<!DOCTYPE html><html><head><title>x</title></head><body><script type="module">import "/a.js";</script></body></html>';
    expect(await through(plain, 5)).toBe(plain);
  });

  it('keeps multi-byte characters whole across chunks', async () => {
    const text = page.replace('Powerball', 'Powerball — 💰 “win”');
    expect(await through(text, 3)).toContain('Powerball — 💰 “win”');
  });
});
