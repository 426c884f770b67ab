import {
  type CataloguePicture,
  type CataloguePictureRequest,
  type CataloguePictureTarget,
  cataloguePictureListSchema,
  cataloguePictureParamsSchema,
  cataloguePictureRequestSchema,
  cataloguePictureSchema,
  consoleRoles,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCataloguePictures, setCataloguePicture } from '../../modules/catalogue';
import { type ActingStaff, actingStaff, requireStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import type { AnswerCache } from '../../platform/cache';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { ConsoleFlowDeps } from './console-flow.deps';

type Deps = Pick<ConsoleFlowDeps, 'db' | 'content' | 'audit'>;

/** The address the shop serves a kept CMS file at (decision 435). */
export const cmsFileAddress = (fileId: string) => `/cms/files/${fileId}`;

function noSuchPicture(): never {
  const message = 'Choose one of the uploaded pictures.';
  throw new AppError('validation_failed', { message, errors: [{ target: 'file_id', code: 'invalid', message }] });
}

/**
 * A content editor replaces an offer's logo, a raffle prize's picture or a cause's picture with a
 * kept CMS file (issue 28, decision 499): the file must be one the shop keeps and an image; the
 * row's change and its audit row (`catalogue_picture.replace`, before and after) commit together.
 * The caller clears the kept answers (`catalogueChanged`).
 */
export async function replaceCataloguePicture(
  deps: Deps,
  actor: ActingStaff,
  target: CataloguePictureTarget,
  key: string,
  asked: CataloguePictureRequest,
): Promise<CataloguePicture> {
  const file = await deps.content.fileOf(asked.fileId);
  if (!file?.contentType.startsWith('image/')) noSuchPicture();
  return deps.db.transaction(async (tx) => {
    const changed = await setCataloguePicture(tx, target, key, { image: cmsFileAddress(asked.fileId), alt: asked.alt });
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'catalogue_picture.replace',
      subjectType: target,
      subjectId: key,
      before: changed.before,
      after: changed.after,
    });
    return changed.picture;
  });
}

/**
 * The shop's kept answers carry the pictures (offers, draws, prizes, causes): this process's go at
 * once; the catalogue's copy follows its version; kept pages and other processes' answers expire in
 * their own short times (decision 499).
 */
export function catalogueChanged<T>(answers: AnswerCache, changed: T): T {
  answers.clear();
  return changed;
}

/** GET /staff/api/catalogue/pictures and PUT /staff/api/catalogue/pictures/{target}/{key}, for content editors. */
export function cataloguePictureRoutes(deps: Deps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const onRequest = requireStaff(...consoleRoles.content);
  return async (app) => {
    app.get(
      '/catalogue/pictures',
      { schema: { tags, response: { 200: envelopeOf(cataloguePictureListSchema) } }, onRequest },
      async () => ok(await listCataloguePictures(deps.db)),
    );
    app.put(
      '/catalogue/pictures/:target/:key',
      {
        schema: {
          tags,
          params: cataloguePictureParamsSchema,
          body: cataloguePictureRequestSchema,
          response: { 200: envelopeOf(cataloguePictureSchema) },
        },
        onRequest,
      },
      async (request) => {
        const { target, key } = request.params;
        const changed = await replaceCataloguePicture(deps, actingStaff(request), target, key, request.body);
        return ok(catalogueChanged(app.answerCache, changed));
      },
    );
  };
}
