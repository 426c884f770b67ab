import {
  type ConsoleTranslation,
  type ConsoleTranslationHistory,
  consoleTranslationHistorySchema,
  consoleTranslationListQuerySchema,
  consoleTranslationSchema,
  contentRestoreRequestSchema,
  type TranslationLocale,
  translationSaveParamsSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ActingStaff, actingStaff, type requireStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { ConsoleFlowDeps } from './console-flow.deps';

type Deps = Pick<ConsoleFlowDeps, 'db' | 'content' | 'audit'>;
type TextId = { locale: TranslationLocale; context: string; key: string };

const noSuchText = () => new AppError('not_found', { message: 'There is no such text.' });

/** A text and every kept version, newest first (decision 503): who saved each, when, and what it said. */
export async function readTranslationHistory(
  deps: Pick<ConsoleFlowDeps, 'content'>,
  text: TextId,
): Promise<ConsoleTranslationHistory> {
  const current = await deps.content.consoleTranslation(text);
  if (!current) throw noSuchText();
  const versions = await deps.content.translationVersionsOf(text.locale, text.context, text.key);
  return {
    ...current,
    versions: versions.map((v) => ({
      version: v.version,
      type: v.type,
      value: v.value,
      savedBy: v.savedBy,
      savedAt: v.savedAt.toISOString(),
    })),
  };
}

/**
 * Restores a kept version of a text (decision 503): saved again as its newest version (history is
 * never rewritten), with the audit row `translation.restore` (before and after) in the same
 * transaction. A version the text never had is a 404 with nothing changed.
 */
export async function restoreTranslationVersion(
  deps: Deps,
  actor: ActingStaff,
  text: TextId,
  version: number,
): Promise<ConsoleTranslation> {
  await deps.db.transaction(async (tx) => {
    const before = await deps.content.translationOf(text.locale, text.context, text.key, tx);
    const kept = before ? await deps.content.translationVersionOf(text, version, tx) : null;
    if (!kept) throw new AppError('not_found', { message: 'There is no such version of that text.' });
    await deps.content.saveTranslation({ ...text, type: kept.type, value: kept.value, savedBy: actor.staffId }, tx);
    const after = await deps.content.translationOf(text.locale, text.context, text.key, tx);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'translation.restore',
      subjectType: 'translation',
      subjectId: `${text.locale}/${text.context}/${text.key}`,
      before,
      after: after && { ...after, restoredFrom: version },
    });
  });
  const restored = await deps.content.consoleTranslation(text);
  if (!restored) throw noSuchText();
  return restored;
}

/**
 * The console's texts under /staff/api (decision 503), for content editors: the list, one text's
 * versions, and a restore (the kept answers cleared after it, as after every content write).
 */
export function translationVersionRoutes(
  deps: ConsoleFlowDeps,
  onRequest: ReturnType<typeof requireStaff>,
): FastifyPluginAsyncZod {
  const tags = ['staff'];
  return async (app) => {
    app.get(
      '/content/translations',
      {
        schema: {
          tags,
          querystring: consoleTranslationListQuerySchema,
          response: { 200: envelopeOf(z.array(consoleTranslationSchema)) },
        },
        onRequest,
      },
      async (request) => ok(await deps.content.listTranslations(request.query.locale ?? null)),
    );

    app.get(
      '/content/translations/:locale/:context/:key',
      {
        schema: {
          tags,
          params: translationSaveParamsSchema,
          response: { 200: envelopeOf(consoleTranslationHistorySchema) },
        },
        onRequest,
      },
      async (request) => ok(await readTranslationHistory(deps, request.params)),
    );

    app.post(
      '/content/translations/:locale/:context/:key/restore',
      {
        schema: {
          tags,
          params: translationSaveParamsSchema,
          body: contentRestoreRequestSchema,
          response: { 200: envelopeOf(consoleTranslationSchema) },
        },
        onRequest,
      },
      async (request) => {
        const restored = await restoreTranslationVersion(
          deps,
          actingStaff(request),
          request.params,
          request.body.version,
        );
        app.answerCache.clear();
        return ok(restored);
      },
    );
  };
}
