import { randomUUID } from 'node:crypto';
import { STAFF_API_PREFIX } from '@drawline/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { AppModules } from './app-modules';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import { apiBasePaths, type CountryLookup, locate } from './modules/site';
import { staffPlugin } from './modules/staff';
import { AppError } from './platform/app-error';
import { authPlugin } from './platform/auth';
import { AnswerCache, cachePlugin } from './platform/cache';
import { registerCompression } from './platform/compression';
import { envelopePlugin, errorEnvelope } from './platform/envelope';
import { registerJsonBodiesOnly } from './platform/json-bodies';
import { registerKeptFirst } from './platform/kept-first';
import { lazyChildLogger, loggerOptions } from './platform/logging';
import { metricsPlugin } from './platform/metrics';
import { openApiOptions } from './platform/openapi';
import { registerClosingRefusal, registerLoadShedding } from './platform/overload';
import { PageCache } from './platform/page-cache';
import { requestContextPlugin } from './platform/request-context';
import { securityHeadersPlugin } from './platform/security-headers';
import { createShedding, type Shedding } from './platform/shedding';
import { versionsPlugin } from './platform/versions';

/** Every base whose answers are calls in the envelope: the spec's service bases and the staff API. */
export const callBases: readonly string[] = [...apiBasePaths, STAFF_API_PREFIX];

/**
 * The longest path parameter the router takes: a request line is at most Node's 16 KiB of headers,
 * so every path a client can send reaches its route (and its own checks) rather than the pages'
 * catch-all (find-my-way's default of 100 made a 101-character id an HTML 404).
 */
const MAX_PARAM_LENGTH = 16 * 1024;

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The Fastify server: logging, request ids, limits of a request, the zod type provider. */
export function createServer(config: Config, deps: AppDeps) {
  const app = Fastify({
    // No log line holds a password, token, code or personal record (platform/logging.ts).
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, deps.logStream),
    // Every log line of a request carries its id as requestId (the x-request-id echoed to the client).
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // A closing process refuses new work itself, in the envelope, and still answers its pages'
    // in-process calls (platform/overload.ts).
    return503OnClosing: false,
    // A path the router cannot take (an undecodable escape such as a lone surrogate, a parameter
    // past its length) is refused before any route runs: in the envelope too, without echoing it.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).status(400).send(errorEnvelope(new AppError('bad_request')));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

export type AppServer = ReturnType<typeof createServer>;

export interface PlatformContext {
  config: Config;
  database: Database;
  clock: Clock;
  countryLookup: CountryLookup;
}

/**
 * The hooks every request meets before any route, in this order (fastify/demo: external plugins
 * first, then ours): a closing process refuses new work before spending anything on it; then what
 * is already kept for everyone goes out before any other work (docs/decisions/275); only then is an
 * overloaded process's new work refused by its cost (docs/decisions/300). Then cookies, forms (for
 * the pages and the calls flagged as forms: JSON only elsewhere under the call bases), compression,
 * security headers, the rate limit, the OpenAPI document and the request context.
 */
export async function registerPlatform(app: AppServer, ctx: PlatformContext, deps: AppDeps) {
  const { config, database, clock } = ctx;
  let overloadPage: string | undefined;
  const shedding = createShedding(app.log);
  app.addHook('onClose', async () => shedding.flush());
  const overload = {
    apiBases: callBases,
    ...config.overload,
    databaseWaiting: () => database.pool?.waitingCount,
    overloadPage: () => overloadPage,
    loadMeter: deps.loadMeter,
    shedding,
  };
  registerClosingRefusal(app, overload);
  const answerCache = new AnswerCache(clock);
  const pageCache = deps.web ? new PageCache(clock) : undefined;
  const countryOf = (request: FastifyRequest) =>
    locate(ctx.countryLookup, config.locate.defaultCountry, request).countryCode;
  registerKeptFirst(app, {
    apiBases: apiBasePaths,
    answers: answerCache,
    pages: pageCache && { cache: pageCache, countryOf },
  });
  registerLoadShedding(app, overload);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // The calls take JSON; a form only where the spec flags the call as one (platform/json-bodies.ts).
  registerJsonBodiesOnly(app, callBases);
  await registerCompression(app);
  await app.register(securityHeadersPlugin, {
    apiBases: apiBasePaths,
    secure: config.cookieSecure,
    // Stripe.js and its card frames (https://docs.stripe.com/security/guide#content-security-policy).
    pageSources: config.stripe
      ? {
          script: ['https://js.stripe.com'],
          frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          connect: ['https://api.stripe.com'],
        }
      : undefined,
  });
  await registerRateLimit(app, config);
  await app.register(fastifySwagger, openApiOptions);
  await app.register(requestContextPlugin, { cookieSecure: config.cookieSecure });
  return {
    answerCache,
    shedding,
    pages: pageCache && { cache: pageCache, countryOf },
    /** The page an overloaded process answers with, once the web build is registered. */
    setOverloadPage: (page: string | undefined) => {
      overloadPage = page;
    },
  };
}

async function registerRateLimit(app: AppServer, config: Config) {
  await app.register(fastifyRateLimit, {
    // Applied below as the first hook of every request (unknown paths too), before identity looks up
    // tokens and before answers come from the cache; per-route use stays possible through config.
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (req) => req.url.startsWith('/assets/') || req.url === '/healthz' || req.url === '/readyz',
    // The limit headers go on the 429 only, not on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, ctx) =>
      new AppError('rate_limited', { headers: { 'retry-after': String(Math.ceil(ctx.ttl / 1000)) } }),
  });
  app.addHook('onRequest', app.rateLimit());
}

/**
 * The plugins that know the caller, once the modules exist: staff sessions, the customer's
 * bearer and cookies, versions by header, the envelope, the answer cache, the metrics and the
 * cart changes' keys.
 */
export async function registerCallerPlugins(
  app: AppServer,
  config: Config,
  clock: Clock,
  modules: AppModules,
  answerCache: AnswerCache,
  shedding: Shedding,
) {
  await app.register(staffPlugin, { sessions: modules.staff.sessions });
  await app.register(authPlugin, {
    signInSessions: modules.identity.signInSessions,
    moneyElevation: modules.identity.moneyElevation,
    allowedOrigins: [new URL(config.publicUrl).origin],
    // Apple answers the sign-in with a post from its own site (docs/decisions/383); the flow cookie's state guards it.
    crossSitePaths: ['/v2/transfer', '/v2/social-authentication/apple/callback'],
    apiBases: apiBasePaths,
  });
  await app.register(versionsPlugin);
  await app.register(envelopePlugin, { apiBases: apiBasePaths, shedding });
  await app.register(cachePlugin, { clock, apiBases: apiBasePaths, cache: answerCache });
  await app.register(metricsPlugin, { token: config.metricsToken, metrics: [shedding.metric] });
}
