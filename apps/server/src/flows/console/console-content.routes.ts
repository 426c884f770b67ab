import {
  cmsCollectionNameSchema,
  cmsItemIdSchema,
  componentVariantParamsSchema,
  componentVariantRequestSchema,
  consoleContentItemHistorySchema,
  consoleContentItemSchema,
  consoleRoles,
  contentPreviewLinkSchema,
  contentPreviewRequestSchema,
  contentRestoreRequestSchema,
  contentSaveRequestSchema,
  navigationLabelParamsSchema,
  navigationLabelRequestSchema,
  translationSaveParamsSchema,
  translationSaveRequestSchema,
  uploadedContentFileSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../modules/content';
import { actingStaff, requireStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import type { AnswerCache } from '../../platform/cache';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { ConsoleFlowDeps } from './console-flow.deps';
import {
  type ConsoleItem,
  makePreviewLink,
  restoreContentVersion,
  saveContentItem,
  saveTranslationEdit,
  setComponentVariant,
  setNavigationLabel,
  uploadImage,
} from './edit-content';
import { routeOverrideRoutes } from './route-overrides';
import { translationVersionRoutes } from './translation-versions';

export const contentCollectionParams = z.object({ collection: cmsCollectionNameSchema });
export const contentItemParams = z.object({ collection: cmsCollectionNameSchema, id: cmsItemIdSchema });
export const translationAnswerSchema = z.object({
  locale: z.string(),
  context: z.string(),
  key: z.string(),
  type: z.string(),
  value: z.unknown(),
  /** The text's newest version (decision 503). */
  version: z.number().int(),
});

export const uploadedFileSchema = uploadedContentFileSchema;

/** The console's history of an item: the item and every kept version, newest first. */
export async function readContentItem(deps: Pick<ConsoleFlowDeps, 'content'>, collection: string, id: string) {
  const { collection: name, id: itemId } = contentItemParams.parse({ collection, id });
  const item = await deps.content.anyItem(name, itemId);
  if (!item) throw new AppError('not_found', { message: 'There is no such item.' });
  const versions = await deps.content.versionsOf(itemId);
  return {
    ...item,
    versions: versions.map((v) => ({
      version: v.version,
      status: v.status,
      publishDate: v.publishDate?.toISOString() ?? null,
      fields: v.fields,
      savedBy: v.savedBy,
      savedAt: v.savedAt.toISOString(),
    })),
  };
}

/** A saved item changes what visitors may read: the kept CMS answers are dropped at once (§9 clear_cache). */
export function contentChanged<T extends ConsoleItem | object>(answers: AnswerCache, saved: T): T {
  answers.clear();
  return saved;
}

/**
 * POST /cms/items/{collection} (3-account.md §7 CMS, decision 434): the CMS base's write, for a
 * content editor's staff bearer token only, with the console's save: the same body, schema,
 * version, audit row and cleared answers; a customer's token or none is a 401.
 */
export function cmsWriteRoutes(deps: ConsoleFlowDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/items/:collection',
      {
        config: { version: '1.0' },
        schema: {
          tags: ['cms'],
          summary: 'Saves an item (a new one, or a new version of id) for a content editor',
          params: contentCollectionParams,
          body: contentSaveRequestSchema,
          response: { 200: envelopeOf(consoleContentItemSchema) },
        },
        onRequest: requireStaff(...consoleRoles.content),
      },
      async (request) =>
        ok(
          contentChanged(
            app.answerCache,
            await saveContentItem(deps, actingStaff(request), request.params.collection, request.body),
          ),
        ),
    );
  };
}

/**
 * The console's CMS calls under /staff/api (issue 28, decision 434): content editors list every item,
 * read its versions, save, restore, set a navigation label and a translation. Each write is a new
 * version and an audit row in one transaction; the kept answers are cleared after it.
 */
export function consoleContentRoutes(deps: ConsoleFlowDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const onRequest = requireStaff(...consoleRoles.content);
  const one = envelopeOf(consoleContentItemSchema);
  return async (app) => {
    app.get(
      '/content/:collection',
      {
        schema: {
          tags,
          params: contentCollectionParams,
          response: { 200: envelopeOf(z.array(consoleContentItemSchema)) },
        },
        onRequest,
      },
      async (request) => ok(await deps.content.allItems(request.params.collection)),
    );

    app.get(
      '/content/:collection/:id',
      {
        schema: { tags, params: contentItemParams, response: { 200: envelopeOf(consoleContentItemHistorySchema) } },
        onRequest,
      },
      async (request) => ok(await readContentItem(deps, request.params.collection, request.params.id)),
    );

    app.post(
      '/content/:collection',
      {
        schema: { tags, params: contentCollectionParams, body: contentSaveRequestSchema, response: { 200: one } },
        onRequest,
      },
      async (request) =>
        ok(
          contentChanged(
            app.answerCache,
            await saveContentItem(deps, actingStaff(request), request.params.collection, request.body),
          ),
        ),
    );

    app.post(
      '/content/:collection/:id/restore',
      {
        schema: { tags, params: contentItemParams, body: contentRestoreRequestSchema, response: { 200: one } },
        onRequest,
      },
      async (request) =>
        ok(
          contentChanged(
            app.answerCache,
            await restoreContentVersion(
              deps,
              actingStaff(request),
              request.params.collection,
              request.params.id,
              request.body.version,
            ),
          ),
        ),
    );

    app.post(
      '/content/:collection/:id/preview',
      {
        schema: {
          tags,
          params: contentItemParams,
          body: contentPreviewRequestSchema,
          response: { 200: envelopeOf(contentPreviewLinkSchema) },
        },
        onRequest,
      },
      async (request) =>
        ok(
          await makePreviewLink(
            deps,
            actingStaff(request),
            request.params.collection,
            request.params.id,
            request.body.version,
          ),
        ),
    );

    await app.register(contentFileRoutes(deps, onRequest));
    for (const more of [routeOverrideRoutes, translationVersionRoutes]) await app.register(more(deps, onRequest));

    app.put(
      '/content/navigation/:type/:key',
      {
        schema: {
          tags,
          params: navigationLabelParamsSchema,
          body: navigationLabelRequestSchema,
          response: { 200: one },
        },
        onRequest,
      },
      async (request) =>
        ok(
          contentChanged(
            app.answerCache,
            await setNavigationLabel(deps, actingStaff(request), { ...request.params, ...request.body }),
          ),
        ),
    );

    app.put(
      '/content/components/:component',
      {
        schema: {
          tags,
          params: componentVariantParamsSchema,
          body: componentVariantRequestSchema,
          response: { 200: one },
        },
        onRequest,
      },
      async (request) =>
        ok(
          contentChanged(
            app.answerCache,
            await setComponentVariant(deps, actingStaff(request), { ...request.params, ...request.body }),
          ),
        ),
    );

    app.put(
      '/content/translations/:locale/:context/:key',
      {
        schema: {
          tags,
          params: translationSaveParamsSchema,
          body: translationSaveRequestSchema,
          response: { 200: envelopeOf(translationAnswerSchema) },
        },
        onRequest,
      },
      async (request) =>
        ok(
          contentChanged(
            app.answerCache,
            await saveTranslationEdit(deps, actingStaff(request), { ...request.params, ...request.body }),
          ),
        ),
    );
  };
}

/** An image upload: the raw bytes (any claimed type; the bytes decide), at most 10 MB. */
function contentFileRoutes(deps: ConsoleFlowDeps, onRequest: ReturnType<typeof requireStaff>): FastifyPluginAsyncZod {
  const tags = ['staff'];
  return async (files) => {
    files.addContentTypeParser(
      ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    files.post(
      '/content/files',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: { tags, response: { 200: envelopeOf(uploadedFileSchema) } },
        onRequest,
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError('validation_failed', { message: 'Send the picture as the body, with its image type.' });
        }
        return ok(await uploadImage(deps, actingStaff(request), request.body));
      },
    );
  };
}
