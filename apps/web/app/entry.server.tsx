import { isbot } from 'isbot';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { MemoryRouter, ServerRouter } from 'react-router';
import { ErrorPage, MAINTENANCE_TITLE, StandaloneFrame } from './features/shell';
import { inlineStylesheetsStream } from './lib/inline-stylesheets.server';
import { pageStream } from './lib/page-stream.server';
import { isPublicPage, PUBLIC_PAGE_CACHE_CONTROL } from './lib/public-pages';
import { scriptsAfterPaintStream } from './lib/scripts-after-paint.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and plain-HTML clients get the whole document at once.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext.cspNonce || undefined;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // A public page says so; the server decides whether this visitor's copy may be kept.
          const matched = routerContext.staticHandlerContext.matches.map((m) => m.route.id);
          if (responseStatusCode === 200 && isPublicPage(matched)) {
            responseHeaders.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
          }
          const inline = inlineStylesheetsStream(loadContext.cspStyleNonce || undefined);
          // A visitor who leaves mid-page stops the render (lib/page-stream.server.ts).
          const stream = pageStream(inline, abort, scriptsAfterPaintStream());
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(inline);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The spec's 503 page as plain HTML, for the server to send while it sheds load
 * (apps/server/src/platform/overload.ts): made once, with the same components as the error pages,
 * so an overloaded process sends it without rendering anything.
 */
export function renderOverloadPage({ siteName, stylesheets }: { siteName: string; stylesheets: string[] }): string {
  const body = renderToStaticMarkup(
    <MemoryRouter>
      <StandaloneFrame siteName={siteName}>
        <div className="container">
          <ErrorPage status={503} />
        </div>
      </StandaloneFrame>
    </MemoryRouter>,
  );
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${encodeURI(href)}">`).join('');
  return `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${MAINTENANCE_TITLE}</title>${links}</head><body>${body}</body></html>`;
}
