import {
  cmsItemFieldsSchema,
  cmsItemSchema,
  cmsPageRouteSchema,
  serverCacheSeconds,
  type TranslationLocale,
  translationLocales,
  translationSchema,
  translationTypeSchema,
  translationTypes,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { ContentService } from './content.service';
import { type CollectionName, collections, isCollectionName } from './content-collections';
import { parseItemsQuery } from './content-query';

const collectionParam = z.string().min(1).max(60);
const idParam = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'An item id holds letters, digits, _ and -.');
const itemOrList = z.union([cmsItemSchema, z.array(cmsItemFieldsSchema)]);

function collectionOf(name: string): CollectionName {
  if (!isCollectionName(name)) {
    throw new AppError('not_found', { message: `There is no collection ${JSON.stringify(name.slice(0, 60))}.` });
  }
  return name;
}

/** A call whose answer is always whole takes only clear_cache and Directus's fields (ignored): anything else is a 400. */
function onlyCacheParams(request: FastifyRequest): void {
  const q = request.url.indexOf('?');
  for (const [name, value] of new URLSearchParams(q < 0 ? '' : request.url.slice(q + 1))) {
    if (name === 'clear_cache' || (name === 'fields' && value.length <= 500)) continue;
    const message = `${JSON.stringify(name.slice(0, 40))} is not a parameter of this call.`;
    throw new AppError('validation_failed', {
      message,
      errors: [{ target: name.slice(0, 40), code: 'invalid', message }],
    });
  }
}

/** The c[] and t[] filters of the translations call (decision 412); any other parameter is a 400. */
function translationFilter(request: FastifyRequest) {
  const q = request.url.indexOf('?');
  const params = new URLSearchParams(q < 0 ? '' : request.url.slice(q + 1));
  const contexts: string[] = [];
  const types: (typeof translationTypes)[number][] = [];
  for (const [name, value] of params) {
    if (name === 'clear_cache') continue;
    const refuse = (message: string) =>
      new AppError('validation_failed', { message, errors: [{ target: name.slice(0, 20), code: 'invalid', message }] });
    if (name === 'c[]' || name === 'c') {
      if (!/^[A-Za-z0-9_.-]{1,120}$/.test(value))
        throw refuse('A context (c[]) is 1 to 120 letters, digits, _ . or -.');
      contexts.push(value);
    } else if (name === 't[]' || name === 't') {
      const type = translationTypeSchema.safeParse(value);
      if (!type.success) throw refuse(`A type (t[]) is one of ${translationTypes.join(', ')}.`);
      types.push(type.data);
    } else throw refuse(`${JSON.stringify(name.slice(0, 40))} is not a parameter of this call.`);
    if (contexts.length + types.length > 50) throw refuse('At most 50 filters.');
  }
  return { contexts, types };
}

/** The CMS items calls (3-account.md §7 CMS; decision 409): only what customers may see, cached per §9. */
export function cmsItemsRoutes(deps: { content: ContentService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['cms'];
    app.get(
      '/items/theme',
      {
        config: { version: '1.0', cache: { seconds: serverCacheSeconds.theme } },
        schema: {
          tags,
          summary: 'The theme: attributes, colours, logos, meta, motif, typography',
          response: { 200: envelopeOf(cmsItemSchema) },
        },
      },
      async (request) => {
        onlyCacheParams(request);
        return ok(await deps.content.theme());
      },
    );

    app.get(
      '/items/site_config',
      {
        config: { version: '1.0', cache: { seconds: serverCacheSeconds.navigation } },
        schema: {
          tags,
          summary: 'Navigation by type and the six component variants',
          response: { 200: envelopeOf(cmsItemSchema) },
        },
      },
      async (request) => {
        onlyCacheParams(request);
        return ok(await deps.content.siteConfig());
      },
    );

    app.get(
      '/items/pages',
      {
        config: { version: '1.0', cache: { seconds: serverCacheSeconds.default } },
        schema: {
          tags,
          summary: 'The CMS route list (id, path, template, name); with fields= or filter[…] the pages themselves',
          response: { 200: envelopeOf(z.union([z.array(cmsPageRouteSchema), z.array(cmsItemFieldsSchema)])) },
        },
      },
      async (request) => {
        if (request.url.indexOf('?') < 0 || /^[^?]*\?clear_cache(=[^&]*)?$/.test(request.url)) {
          return ok(await deps.content.pageRoutes());
        }
        const query = parseItemsQuery('pages', request.url);
        const { items, total } = await deps.content.publishedItems('pages', query);
        return ok(items, query.meta ? { pageInfo: { limit: query.limit, offset: query.offset, total } } : {});
      },
    );

    app.get(
      '/items/:collection',
      {
        config: { version: '1.0', cache: { seconds: serverCacheSeconds.default } },
        schema: {
          tags,
          summary: 'The published items of a collection (filter[field][_op], limit, offset, sort, fields, meta)',
          params: z.object({ collection: collectionParam }),
          response: { 200: envelopeOf(itemOrList), 204: z.null().describe('No published item') },
        },
      },
      async (request, reply) => {
        const collection = collectionOf(request.params.collection);
        const query = parseItemsQuery(collection, request.url);
        if (collections[collection].singleton) {
          const item = await deps.content.publishedSingleton(collection);
          if (!item) return reply.status(204).send(null);
          return ok(item);
        }
        const { items, total } = await deps.content.publishedItems(collection, query);
        return ok(items, query.meta ? { pageInfo: { limit: query.limit, offset: query.offset, total } } : {});
      },
    );

    app.get(
      '/items/:collection/:id',
      {
        config: { version: '1.0', cache: { seconds: serverCacheSeconds.default } },
        schema: {
          tags,
          summary: 'One published item (version, fields)',
          params: z.object({ collection: collectionParam, id: idParam }),
          response: { 200: envelopeOf(cmsItemFieldsSchema) },
        },
      },
      async (request) => {
        const collection = collectionOf(request.params.collection);
        const query = parseItemsQuery(collection, request.url);
        const item = await deps.content.publishedItem(collection, request.params.id, query);
        if (!item) throw new AppError('not_found', { message: 'There is no such published item.' });
        return ok(item);
      },
    );

    for (const locale of translationLocales) {
      app.get(
        `/${locale}/items`,
        {
          config: { version: '1.0', cache: { seconds: serverCacheSeconds.default } },
          schema: {
            tags,
            summary: `The ${locale} texts, by context (c[]) and type (t[])`,
            response: { 200: envelopeOf(z.array(translationSchema)) },
          },
        },
        async (request) =>
          ok(await deps.content.translationsOf(locale as TranslationLocale, translationFilter(request))),
      );
    }
  };
}
