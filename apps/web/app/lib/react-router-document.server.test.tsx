import { Readable, type Transform } from 'node:stream';
import { renderToString } from 'react-dom/server';
import {
  createRequestHandler,
  type EntryContext,
  Links,
  Outlet,
  Scripts,
  type ServerBuild,
  ServerRouter,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, inlineStylesheetsStream, SPENT_LINK } from './inline-stylesheets.server';
import { routeModulesAfterPaint, scriptsAfterPaintStream, withoutModulePreloads } from './scripts-after-paint.server';

/**
 * The document rewrites (inline-stylesheets.server.ts, scripts-after-paint.server.ts; decisions 280,
 * 296, 363) read React Router's own output with regular expressions: its `<Links>` stylesheets and
 * `<Scripts>` module preloads and inline module script. React Router offers no hook for either, so
 * this test renders a document with React Router's real components, as a build of ours would be
 * served, and fails loudly when an upgrade changes what the rewrites look for: they then rewrite
 * nothing, silently, and the page is slower with every test still green.
 */

const NONCE = 'n0nce';
const asset = (name: string) => `/assets/${name}`;

function Root() {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <Links nonce={NONCE} />
      </head>
      <body>
        <Outlet />
        <Scripts nonce={NONCE} />
      </body>
    </html>
  );
}

const Play = () => <main>Powerball</main>;

const entryRoute = {
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
};

/** A server build of two routes (root and a page), shaped as React Router's compiler writes one. */
const build: ServerBuild = {
  entry: {
    module: {
      default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
        const html = renderToString(<ServerRouter context={context} url={request.url} nonce={NONCE} />);
        headers.set('content-type', 'text/html');
        return new Response(`<!DOCTYPE html>${html}`, { status, headers });
      },
    },
  },
  routes: {
    root: { id: 'root', path: '', module: { default: Root } },
    'routes/play/offer': { id: 'routes/play/offer', parentId: 'root', path: 'powerball', module: { default: Play } },
  },
  assets: {
    entry: { module: asset('entry.client-a.js'), imports: [asset('framework-b.js')] },
    routes: {
      root: {
        ...entryRoute,
        id: 'root',
        path: '',
        module: asset('root-c.js'),
        imports: [asset('framework-b.js')],
        css: [asset('root-d.css')],
      },
      'routes/play/offer': {
        ...entryRoute,
        id: 'routes/play/offer',
        parentId: 'root',
        path: 'powerball',
        module: asset('offer-e.js'),
        imports: [asset('chunk-f.js')],
        css: [asset('play-g.css')],
      },
    },
    url: asset('manifest-h.js'),
    version: 'h',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {} as ServerBuild['future'],
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
};

async function reactRouterDocument(): Promise<string> {
  const response = await createRequestHandler(build, 'production')(new Request('http://shop.test/powerball'));
  expect(response.status).toBe(200);
  return response.text();
}

const css: Record<string, string> = { [asset('root-d.css')]: ':root{--brand:#123}', [asset('play-g.css')]: '.play{}' };

async function through(html: string, ...streams: Transform[]): Promise<string> {
  let stream: NodeJS.ReadableStream = Readable.from([Buffer.from(html)]);
  for (const s of streams) stream = stream.pipe(s);
  const out: Buffer[] = [];
  for await (const c of stream) out.push(Buffer.from(c as Buffer));
  return Buffer.concat(out).toString('utf8');
}

describe("React Router's document, as the rewrites read it", () => {
  it('has a stylesheet link per route stylesheet, which the inliner finds and spends', async () => {
    const html = await reactRouterDocument();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = head.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    const inlined = inlineStylesheets(head, (href) => css[href], 'style-nonce');
    expect(inlined).toContain(
      `<style data-href="${asset('root-d.css')}" nonce="style-nonce">${css[asset('root-d.css')]}</style>`,
    );
    expect(inlined).toContain(`<style data-href="${asset('play-g.css')}" nonce="style-nonce">.play{}</style>`);
    // Every stylesheet link is spent: none is fetched, none blocks the paint.
    for (const link of inlined.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []) expect(link).toContain(SPENT_LINK);
  });

  it('has module preloads in the head and one inline module script of static imports, which the rewrite moves after the paint', async () => {
    const html = await reactRouterDocument();
    const head = html.slice(0, html.indexOf('</head>'));
    const { head: rest, hrefs } = withoutModulePreloads(head);
    // Each module React Router preloads is found (the entry, the framework, the routes and their chunks).
    expect(hrefs).toEqual(
      expect.arrayContaining([
        asset('entry.client-a.js'),
        asset('framework-b.js'),
        asset('root-c.js'),
        asset('offer-e.js'),
        asset('chunk-f.js'),
      ]),
    );
    expect(rest).not.toContain('modulepreload');

    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) =>
      /\stype="module"/.test(attrs ?? ''),
    );
    expect(scripts).toHaveLength(1);
    const rewritten = routeModulesAfterPaint(scripts[0]![2]!, hrefs);
    expect(rewritten, "React Router's route modules script has no static imports the rewrite recognises").toBeDefined();
    expect(rewritten).toContain('first-contentful-paint');
    expect(rewritten).not.toMatch(/^\s*import\s[^(]/m);
    expect(rewritten).toContain(`import("${asset('root-c.js')}")`);
    expect(rewritten).toContain(`import("${asset('offer-e.js')}")`);
  });

  it('comes out of the two rewrites with no script asked for before the paint and every stylesheet inline', async () => {
    const html = await reactRouterDocument();
    const out = await through(
      html,
      inlineStylesheetsStream(undefined, (href) => css[href]),
      scriptsAfterPaintStream(),
    );
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain(`<style data-href="${asset('play-g.css')}">`);
    expect(out).toContain('first-contentful-paint');
    expect(out).toContain('<main>Powerball</main>');
  });
});
