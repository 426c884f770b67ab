import {
  createGroupSchema,
  createSessionSchema,
  lottoPartyConfigParamsSchema,
  lottoPartyConfigSchema,
  lottoPartyDetailsQuerySchema,
  lottoPartyDrawParamsSchema,
  lottoPartyGroupSchema,
  lottoPartyIdParamsSchema,
  lottoPartyListQuerySchema,
  lottoPartyOrderSchema,
  lottoPartyOrdersQuerySchema,
  lottoPartySessionSchema,
  lottoPartyTokenParamsSchema,
  serverCacheSeconds,
  updateSessionSchema,
} from '@drawline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { lottoPartyConfig } from './config';
import type { LottoPartyModule } from './create-lotto-party-module';

const tags = ['lotto party'];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** A customer's call: 401 for a visitor before the input is read, never kept by a cache. */
const ownerOnly = {
  preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
    requireCustomer(request);
    noStore(reply);
  },
};
/** A list: a visitor gets an empty page (3-account.md §6), a customer their own. */
const listCall = {
  preValidation: async (_request: FastifyRequest, reply: FastifyReply) => {
    noStore(reply);
  },
};
const emptyPage = (page: { limit: number; offset: number }) => ok([], { pageInfo: { ...page, total: 0 } });

const groupAnswer = { 200: envelopeOf(lottoPartyGroupSchema) };
const sessionAnswer = { 200: envelopeOf(lottoPartySessionSchema) };
const sessionsAnswer = { 200: envelopeOf(z.array(lottoPartySessionSchema)) };
const orderAnswer = { 200: envelopeOf(lottoPartyOrderSchema) };
const ordersAnswer = { 200: envelopeOf(z.array(lottoPartyOrderSchema)) };
const params = lottoPartyIdParamsSchema;
const customerOf = (request: FastifyRequest) => requireCustomer(request).customerId;

/** The lotto party calls of 3-account.md §7 under /social/v3 (docs/decisions/387-392). */
export function lottoPartyRoutes(deps: { lottoParty: LottoPartyModule }): FastifyPluginAsyncZod {
  const party = deps.lottoParty;
  return async (app) => {
    app.addHook('onRoute', (route) => {
      route.config = { version: '3.0', ...(route.config ?? {}) };
    });
    app.post(
      '/group',
      { ...ownerOnly, schema: { tags, body: createGroupSchema, response: groupAnswer } },
      async (request) => ok(await party.createGroup(customerOf(request), request.body)),
    );
    app.get(
      '/group',
      {
        ...listCall,
        schema: {
          tags,
          querystring: lottoPartyListQuerySchema,
          response: { 200: envelopeOf(z.array(lottoPartyGroupSchema)) },
        },
      },
      async (request) => {
        if (!request.auth) return emptyPage(request.query);
        const { items, pageInfo } = await party.listGroups(request.auth.customerId, request.query);
        return ok(items, { pageInfo });
      },
    );
    app.get(
      '/group/token/:token',
      { ...ownerOnly, schema: { tags, params: lottoPartyTokenParamsSchema, response: groupAnswer } },
      async (request) => ok(await party.joinByToken(request.params.token, customerOf(request))),
    );
    app.get('/group/:id', { ...ownerOnly, schema: { tags, params, response: groupAnswer } }, async (request) =>
      ok(await party.getGroup(request.params.id, customerOf(request))),
    );
    for (const [path, openOnly] of [
      ['/group/:id/session', false],
      ['/group/:id/session/open', true],
    ] as const) {
      app.get(
        path,
        { ...listCall, schema: { tags, params, querystring: lottoPartyListQuerySchema, response: sessionsAnswer } },
        async (request) => {
          if (!request.auth) return emptyPage(request.query);
          const { items, pageInfo } = await party.listGroupSessions(request.params.id, request.auth.customerId, {
            ...request.query,
            openOnly,
          });
          return ok(items, { pageInfo });
        },
      );
    }
    app.post(
      '/session',
      { ...ownerOnly, schema: { tags, body: createSessionSchema, response: sessionAnswer } },
      async (request) => ok(await party.createSession(requireCustomer(request), request.body)),
    );
    for (const [path, drawParams] of [
      ['/session/discover', z.object({})],
      ['/session/discover/draw/:drawId', lottoPartyDrawParamsSchema],
    ] as const) {
      app.get(
        path,
        {
          ...listCall,
          schema: { tags, params: drawParams, querystring: lottoPartyListQuerySchema, response: sessionsAnswer },
        },
        async (request) => {
          if (!request.auth) return emptyPage(request.query);
          const drawId = 'drawId' in request.params ? (request.params.drawId as string) : undefined;
          const { items, pageInfo } = await party.discoverSessions(request.auth.customerId, {
            ...request.query,
            ...(drawId ? { drawId } : {}),
          });
          return ok(items, { pageInfo });
        },
      );
    }
    app.get('/session/:id', { ...ownerOnly, schema: { tags, params, response: sessionAnswer } }, async (request) =>
      ok(await party.getSession(request.params.id, customerOf(request))),
    );
    app.put(
      '/session/:id',
      { ...ownerOnly, schema: { tags, params, body: updateSessionSchema, response: sessionAnswer } },
      async (request) => ok(await party.updateSession(request.params.id, customerOf(request), request.body)),
    );
    const configCall = {
      preValidation: async (request: FastifyRequest) => {
        requireCustomer(request);
      },
      // The same for every customer; a visitor is refused before the cache is asked (3-account.md §9: 300 s).
      config: { cache: { seconds: serverCacheSeconds.lottoPartyConfig, vary: () => 'customer' } },
      schema: { tags, response: { 200: envelopeOf(lottoPartyConfigSchema) } },
    };
    app.get('/config', configCall, async () => ok(lottoPartyConfig(null)));
    app.get(
      '/config/:pricingId',
      {
        ...configCall,
        schema: { ...configCall.schema, params: lottoPartyConfigParamsSchema },
      },
      async (request) => ok(lottoPartyConfig(request.params.pricingId)),
    );
    registerOrderRoutes(app, party);
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** GET /orders and its details (3-account.md §7 Orders): the customer's own shares only. */
function registerOrderRoutes(app: App, party: LottoPartyModule) {
  app.get(
    '/orders',
    { ...listCall, schema: { tags, querystring: lottoPartyOrdersQuerySchema, response: ordersAnswer } },
    async (request) => {
      const { status, limit, offset } = request.query;
      if (!request.auth) return emptyPage({ limit, offset });
      const { items, pageInfo } = await party.listOrders(request.auth.customerId, { status, limit, offset });
      return ok(items, { pageInfo });
    },
  );
  app.get(
    '/orders/recommended',
    { ...listCall, schema: { tags, querystring: lottoPartyListQuerySchema, response: sessionsAnswer } },
    async (request) => {
      if (!request.auth) return emptyPage(request.query);
      const { items, pageInfo } = await party.discoverSessions(request.auth.customerId, {
        ...request.query,
        notMine: true,
      });
      return ok(items, { pageInfo });
    },
  );
  app.get(
    '/orders/social_syndicate_session/:id',
    { ...ownerOnly, schema: { tags, params, querystring: lottoPartyDetailsQuerySchema, response: ordersAnswer } },
    async (request) =>
      ok(await party.ordersOfSession(request.params.id, customerOf(request), request.query.showDetails === 'true')),
  );
  app.get(
    '/orders/:id',
    { ...ownerOnly, schema: { tags, params, querystring: lottoPartyDetailsQuerySchema, response: orderAnswer } },
    async (request) =>
      ok(await party.getOrder(request.params.id, customerOf(request), request.query.showDetails === 'true')),
  );
}
