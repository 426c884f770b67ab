import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_UPLOAD_MAX_BYTES, type PlatformPort, type StaffPort } from '@drawline/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { AppError } from './app-error';
import { keptEncoding, keptHeaders } from './cache';
import { isApiPath, noSuchCall } from './envelope';
import { type KeptPage, type PageCache, policyWithHashes, sharedPageKey } from './page-cache';
import type { WorkCost } from './work-cost';

export interface WebOptions {
  buildDir: string;
  apiBases: readonly string[];
  mode: string;
  /** The header a CDN sets with the visitor's country: a kept page varies on it. */
  countryHeader?: string;
  /** Whether the cookies the storefront sets itself are Secure (COOKIE_SECURE, as the API's own). */
  cookieSecure: boolean;
  /** Runs before every page render made for one visitor: sessions, cookies. */
  beforeRender?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * The shared cache of anonymous pages (platform/page-cache.ts; kept ones go out from
   * platform/kept-first.ts) and the country the shop locates a visitor in (part of the key: it
   * picks their segment).
   */
  pageCache?: { cache: PageCache; countryOf: (request: FastifyRequest) => string };
  /** The site's name, for the 503 page. */
  siteName?: string;
  /** The pages' port to the platform (apps/server/src/page-port): per page, per access token held. */
  platformPorts: (request: FastifyRequest) => (accessToken: string | undefined) => PlatformPort;
  /** The console's staff port (apps/server/src/page-port/staff-port.ts): per page, per staff token held. */
  staffPorts: (request: FastifyRequest) => (staffToken: string | undefined) => StaffPort;
}

/** Where React Router answers the browser's questions about routes (its lazy route discovery). */
const MANIFEST_PATH = '/__manifest';

/** What the web build's server entry exports besides the request handler. */
interface WebEntry {
  renderOverloadPage?: (input: { siteName: string; stylesheets: string[] }) => string;
}

/** What every route's loader and action receive as `context` (see apps/web/app/context.ts). */
export interface WebLoadContext {
  /** The platform as the holder of this access token sees it (none: a visitor), called in process. */
  platform: (accessToken: string | undefined) => PlatformPort;
  /** The staff API's use cases as the holder of this staff token may call them (the console's pages). */
  staff: (staffToken: string | undefined) => StaffPort;
  cspNonce: string;
  /** The nonce of the page's inline styles (its stylesheets, inlined by the web build). */
  cspStyleNonce: string;
  requestId: string;
  /** Whether the storefront's own cookies are Secure (the server's COOKIE_SECURE). */
  cookieSecure: boolean;
}

export function webBuildExists(buildDir: string): boolean {
  return existsSync(path.join(buildDir, 'server', 'index.js'));
}

/**
 * Serves the React Router storefront from the same process: built assets, then server rendering
 * for every path that is not a call; unknown calls still get the envelope's 404.
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<{ overloadPage?: string }> {
  const build = (await import(pathToFileURL(path.join(opts.buildDir, 'server', 'index.js')).href)) as ServerBuild;
  // The 503 page an overloaded process sends (platform/overload.ts), made once now.
  const overloadPage = (build.entry.module as WebEntry).renderOverloadPage?.({
    siteName: opts.siteName ?? 'Drawline',
    stylesheets: build.assets.routes.root?.css ?? [],
  });
  const handle = createRequestHandler(build, opts.mode);
  const platformPorts = opts.platformPorts;
  const clientDir = path.join(opts.buildDir, 'client');
  const pageCache = opts.pageCache?.cache;
  /** Renders of shared pages under way, by key. */
  const rendering = new Map<string, Promise<KeptPage | undefined>>();

  // The web build's files cost nothing to send: never shed (platform/work-cost.ts).
  await app.register(async (files) => {
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, cost: 'free' };
    });
    await registerFiles(files, clientDir);
  });

  /**
   * What a request of the pages' route costs: the route manifest (route matching, no data) and a
   * page kept for everyone nothing (the one visitor sent to make an expired copy again included),
   * as does one being made by another visitor, whom this one waits for; an unknown call's refusal
   * little; any other page its render.
   */
  const pageCost = (request: FastifyRequest): WorkCost => {
    const q = request.url.indexOf('?');
    if ((q < 0 ? request.url : request.url.slice(0, q)) === MANIFEST_PATH) return 'free';
    if (isApiPath(request.url, opts.apiBases)) return 'light';
    const cookieHeader = request.headers.cookie;
    const key =
      pageCache && opts.pageCache
        ? sharedPageKey(
            request,
            opts.pageCache.countryOf(request),
            cookieHeader ? fastifyCookie.parse(cookieHeader) : {},
          )
        : null;
    return key && (pageCache?.has(key) || rendering.has(key)) ? 'free' : 'heavy';
  };

  await app.register(async (scope) => {
    takeRawBodies(scope);

    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(request.url, opts.apiBases)) throw noSuchCall(app, request);
      const shareKey = pageCache && opts.pageCache ? sharedPageKey(request, opts.pageCache.countryOf(request)) : null;
      const hit = shareKey ? pageCache?.get(shareKey) : undefined;
      if (hit) return sendKept(request, reply, hit, 'HIT');
      // One render per shared page at a time (docs/decisions/276): the others asking meanwhile wait
      // for it and are sent what it kept; if it kept nothing (a page not for everyone), their own.
      const pending = shareKey ? rendering.get(shareKey) : undefined;
      if (pending) {
        const kept = await pending;
        if (kept) return sendKept(request, reply, kept, 'HIT');
      }
      let settle: ((kept: KeptPage | undefined) => void) | undefined;
      if (shareKey && !rendering.has(shareKey)) {
        rendering.set(
          shareKey,
          new Promise((resolve) => {
            settle = resolve;
          }),
        );
      }
      try {
        return await render(request, reply, shareKey, settle);
      } finally {
        if (shareKey && settle) {
          rendering.delete(shareKey);
          settle(undefined);
        }
      }
    };
    const pageRoute = { schema: { hide: true }, config: { cost: pageCost } };
    scope.all('/*', pageRoute, page);
    // The console's upload form carries a picture of up to 10 MB and its form's framing (decision 464).
    scope.post(UPLOAD_FORM_PAGE, { ...pageRoute, bodyLimit: UPLOAD_FORM_LIMIT }, page);

    async function render(
      request: FastifyRequest,
      reply: FastifyReply,
      shareKey: string | null,
      settle: ((kept: KeptPage | undefined) => void) | undefined,
    ) {
      const webRequest = toWebRequest(request);
      await assertFormBody(request, webRequest);
      // A page that may be shared starts no browsing session before it is made: a page for everyone
      // sets no cookies (a CDN keeps it too). One that turns out private starts it after.
      if (!shareKey) await opts.beforeRender?.(request, reply);
      const context: WebLoadContext = {
        platform: platformPorts(request),
        staff: opts.staffPorts(request),
        // A page that may be shared carries no nonce: its policy lists the hashes of its scripts.
        cspNonce: shareKey ? '' : (reply.cspNonce?.script ?? ''),
        cspStyleNonce: shareKey ? '' : (reply.cspNonce?.style ?? ''),
        requestId: request.id,
        cookieSecure: opts.cookieSecure,
      };
      const response = await handle(webRequest, context as never);
      const publicPage = /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === 'set-cookie' || key === 'cache-control') continue;
        reply.header(key, value);
      }
      // Pages are made for one visitor: they set the browsing-session cookie, carry fresh CSP
      // nonces, and may show the account or a form with secrets (docs/decisions/088). Nothing keeps
      // them, except the public pages of visitors whose cookies cannot change them (decision 222).
      reply.header('cache-control', 'private, no-store');
      const setCookies = response.headers.getSetCookie();
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
      if (!shareKey) return reply.send(response.body ?? undefined);

      const body = Buffer.from(await response.arrayBuffer());
      const policy = policyWithHashes(
        String(reply.getHeader('content-security-policy') ?? ''),
        reply.cspNonce,
        body.toString('utf8'),
      );
      reply.header('content-security-policy', policy);
      if (!publicPage || response.status !== 200 || setCookies.length > 0) {
        // Not a page for everyone after all: it continues the visitor's browsing session as any other.
        if (request.method === 'GET') await opts.beforeRender?.(request, reply);
        return reply.send(body);
      }
      // Kept with every header this answer got (the security headers too): a kept page goes out
      // before the hooks that set them (platform/kept-first.ts).
      const headers: Record<string, string> = {
        ...keptHeaders(reply),
        'content-type': response.headers.get('content-type') ?? 'text/html; charset=utf-8',
        'content-security-policy': policy,
        'cache-control': response.headers.get('cache-control') ?? 'public, max-age=0',
        // What a CDN must key the page on besides the url: the encoding, the cookies that change
        // it (sv, locale, cookie_consent; any other cookie means a visitor's own page) and the
        // country it was located in.
        vary: `accept-encoding, cookie, ${opts.countryHeader ?? 'x-country-code'}`,
      };
      const kept = pageCache?.set(shareKey, { status: 200, headers, body });
      settle?.(kept);
      return kept ? sendKept(request, reply, kept, 'MISS') : reply.send(body);
    }
  });
  return { overloadPage };
}

/** The web build's client files: the fingerprinted assets, the public folder's files. */
async function registerFiles(files: FastifyInstance, clientDir: string): Promise<void> {
  await files.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The web build writes each asset beside itself in brotli and gzip (apps/web/vite.config.ts):
    // those go out as they are, instead of the asset compressed again for every visitor; a file
    // without them (a small one, the public folder's) is compressed on the way as any answer.
    preCompressed: true,
    // Our own header below, not the library's `max-age=0` (which it would set after this one).
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // The same url is sent in brotli, gzip or as it is: a cache keeps one copy per encoding.
      res.setHeader('vary', 'accept-encoding');
      // Built assets are named by their content; pictures are never changed in place (a new
      // artwork takes a new name, docs/decisions/304): both are kept for a year.
      if (filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}pictures${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
  // Browsers and crawlers ask for /favicon.ico whatever a page links: the shop's icon is an SVG.
  if (existsSync(path.join(clientDir, 'favicon.svg'))) {
    files.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );
  }
}

function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage, state: 'HIT' | 'MISS') {
  reply.status(page.status).headers(page.headers).header('x-page-cache', state);
  const { body, encoding } = keptEncoding(page, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** A page's form body is at most 1 MB; the console's upload page alone takes a picture's size more. */
const PAGE_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_FORM_PAGE = '/console/content/files';
const UPLOAD_FORM_LIMIT = CONTENT_UPLOAD_MAX_BYTES + 64 * 1024;

/** Pages take their bodies raw: React Router parses forms itself. */
function takeRawBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Page actions read forms (React Router's `request.formData()`): any other body is refused here,
 * 415 for another content type and 400 for a form that cannot be parsed, instead of failing inside
 * the action with a 500 (and a stack trace in development).
 */
async function assertFormBody(request: FastifyRequest, webRequest: Request): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const hasBody = Buffer.isBuffer(request.body) && request.body.length > 0;
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (!type && !hasBody) return;
  if (!FORM_TYPES.has(type)) throw new AppError('unsupported_media_type');
  if (type === 'multipart/form-data') {
    try {
      await webRequest.clone().formData();
    } catch {
      throw new AppError('bad_request', { message: 'The form could not be read.' });
    }
  }
}

function toWebRequest(request: FastifyRequest): Request {
  const host = request.headers.host ?? 'localhost';
  const url = `${request.protocol}://${host}${request.url}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (Array.isArray(v)) for (const x of v) headers.append(k, x);
    else if (v !== undefined) headers.set(k, v);
  }
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
    signal: controller.signal,
  });
}
