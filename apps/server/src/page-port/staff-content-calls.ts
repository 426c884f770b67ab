import {
  componentVariantParamsSchema,
  componentVariantRequestSchema,
  consoleContentItemHistorySchema,
  consoleContentItemSchema,
  consoleRoles,
  consoleTranslationHistorySchema,
  consoleTranslationListQuerySchema,
  consoleTranslationSchema,
  contentEditingModeSchema,
  contentFileListQuerySchema,
  contentFileListSchema,
  contentPreviewLinkSchema,
  contentPreviewRequestSchema,
  contentRestoreRequestSchema,
  contentSaveRequestSchema,
  navigationLabelParamsSchema,
  navigationLabelRequestSchema,
  routeOverrideParamsSchema,
  routeOverrideRequestSchema,
  type StaffContentPort,
  translationSaveParamsSchema,
  translationSaveRequestSchema,
  uploadedContentFileSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import {
  contentChanged,
  contentCollectionParams,
  contentItemParams,
  readContentItem,
  translationAnswerSchema,
} from '../flows/console/console-content.routes';
import type { ConsoleFlowDeps } from '../flows/console/console-flow.deps';
import { startEditingMode } from '../flows/console/content-editing-mode';
import {
  makePreviewLink,
  restoreContentVersion,
  saveContentItem,
  saveTranslationEdit,
  setComponentVariant,
  setNavigationLabel,
  uploadImage,
} from '../flows/console/edit-content';
import { setRoutePath } from '../flows/console/route-overrides';
import { readTranslationHistory, restoreTranslationVersion } from '../flows/console/translation-versions';
import { AppError } from '../platform/app-error';
import type { AnswerCache } from '../platform/cache';
import { parseInput } from './port-refusal';
import type { StaffKit } from './staff-kit';

/** What the console's content calls run: the console's deps, and the kept answers a save clears. */
export interface StaffContentCallsDeps {
  console: ConsoleFlowDeps;
  answers: AnswerCache;
}

/**
 * The staff port's CMS calls (issue 28, decision 434): each runs what its route runs
 * (flows/console/console-content.routes.ts), with the same role check, flow, audit row and answer.
 */
export function staffContentCalls(deps: StaffContentCallsDeps, { may, acting }: StaffKit): StaffContentPort {
  const con = deps.console;
  const editor = () => may(consoleRoles.content);
  const item = consoleContentItemSchema;
  return {
    contentItems: async (collection) => {
      await editor();
      const params = parseInput(contentCollectionParams, { collection });
      return z.array(item).parse(await con.content.allItems(params.collection));
    },

    contentItem: async (collection, id) => {
      await editor();
      const params = parseInput(contentItemParams, { collection, id });
      return consoleContentItemHistorySchema.parse(await readContentItem(con, params.collection, params.id));
    },

    saveContentItem: async (collection, body) => {
      const by = acting(await editor());
      const params = parseInput(contentCollectionParams, { collection });
      const asked = parseInput(contentSaveRequestSchema, body);
      return item.parse(contentChanged(deps.answers, await saveContentItem(con, by, params.collection, asked)));
    },

    restoreContentVersion: async (collection, id, body) => {
      const by = acting(await editor());
      const params = parseInput(contentItemParams, { collection, id });
      const { version } = parseInput(contentRestoreRequestSchema, body);
      const restored = await restoreContentVersion(con, by, params.collection, params.id, version);
      return item.parse(contentChanged(deps.answers, restored));
    },

    // The console only (decision 494): the token is for the editor's own browser, kept in a cookie.
    contentEditingMode: async () => contentEditingModeSchema.parse(await startEditingMode(con, acting(await editor()))),

    contentPreviewLink: async (collection, id, body) => {
      const by = acting(await editor());
      const params = parseInput(contentItemParams, { collection, id });
      const { version } = parseInput(contentPreviewRequestSchema, body);
      return contentPreviewLinkSchema.parse(await makePreviewLink(con, by, params.collection, params.id, version));
    },

    setNavigationLabel: async (type, key, body) => {
      const by = acting(await editor());
      const params = parseInput(navigationLabelParamsSchema, { type, key });
      const asked = parseInput(navigationLabelRequestSchema, body);
      return item.parse(contentChanged(deps.answers, await setNavigationLabel(con, by, { ...params, ...asked })));
    },

    setRoutePath: async (key, body) => {
      const by = acting(await editor());
      const params = parseInput(routeOverrideParamsSchema, { key });
      const asked = parseInput(routeOverrideRequestSchema, body);
      return item.parse(contentChanged(deps.answers, await setRoutePath(con, by, { ...params, ...asked })));
    },

    setComponentVariant: async (component, body) => {
      const by = acting(await editor());
      const params = parseInput(componentVariantParamsSchema, { component });
      const asked = parseInput(componentVariantRequestSchema, body);
      return item.parse(contentChanged(deps.answers, await setComponentVariant(con, by, { ...params, ...asked })));
    },

    // The console's upload form (decision 464): the same checks, re-encoding and audit row as POST /content/files.
    uploadContentFile: async (bytes) => {
      const by = acting(await editor());
      if (!(bytes instanceof Uint8Array)) throw new AppError('validation_failed', { message: 'Send the picture.' });
      return uploadedContentFileSchema.parse(await uploadImage(con, by, Buffer.from(bytes)));
    },

    contentFiles: async (page) => {
      await editor();
      const asked = parseInput(contentFileListQuerySchema, page);
      const { files, total } = await con.content.listFiles(asked);
      return contentFileListSchema.parse({
        files: files.map((f) => ({ ...f, url: `/cms/files/${f.id}`, uploadedAt: f.uploadedAt.toISOString() })),
        total,
      });
    },

    translations: async (query) => {
      await editor();
      const { locale } = parseInput(consoleTranslationListQuerySchema, query);
      return z.array(consoleTranslationSchema).parse(await con.content.listTranslations(locale ?? null));
    },

    translation: async (locale, context, key) => {
      await editor();
      const text = parseInput(translationSaveParamsSchema, { locale, context, key });
      return consoleTranslationHistorySchema.parse(await readTranslationHistory(con, text));
    },

    restoreTranslation: async (locale, context, key, body) => {
      const by = acting(await editor());
      const text = parseInput(translationSaveParamsSchema, { locale, context, key });
      const { version } = parseInput(contentRestoreRequestSchema, body);
      const restored = await restoreTranslationVersion(con, by, text, version);
      return consoleTranslationSchema.parse(contentChanged(deps.answers, restored));
    },

    saveTranslation: async (locale, context, key, body) => {
      const by = acting(await editor());
      const params = parseInput(translationSaveParamsSchema, { locale, context, key });
      const asked = parseInput(translationSaveRequestSchema, body);
      const saved = await saveTranslationEdit(con, by, { ...params, ...asked });
      return translationAnswerSchema.parse(contentChanged(deps.answers, saved));
    },
  };
}
