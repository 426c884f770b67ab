import {
  type Translation,
  type TranslationLocale,
  type TranslationType,
  translationValueSchemas,
} from '@drawline/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import { translations } from './content.tables';
import { renderMarkdown } from './content-markdown';

export interface SaveTranslationInput {
  locale: TranslationLocale;
  context: string;
  key: string;
  type: TranslationType;
  value: unknown;
}

const NAME = /^[A-Za-z0-9_.-]{1,120}$/;

/** The site's texts by locale, context and key (decision 412). */
export function createContentTranslations({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** A locale's texts, only the contexts in `contexts` and the types in `types` when given. */
    async translationsOf(
      locale: TranslationLocale,
      filter: { contexts: string[]; types: TranslationType[] },
    ): Promise<Translation[]> {
      const where: SQL[] = [eq(translations.locale, locale)];
      if (filter.contexts.length) where.push(inArray(translations.context, filter.contexts));
      if (filter.types.length) where.push(inArray(translations.type, filter.types));
      const rows = await db
        .select()
        .from(translations)
        .where(and(...where))
        .orderBy(asc(translations.context), asc(translations.key));
      return rows.map((r) => ({
        context: r.context,
        key: r.key,
        type: r.type,
        value: r.value,
        ...(r.type === 'markdown' && typeof r.value === 'string' ? { html: renderMarkdown(r.value) } : {}),
      }));
    },

    /** One text as saved, or null (the console's before for the audit row). */
    async translationOf(locale: TranslationLocale, context: string, key: string, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ type: translations.type, value: translations.value })
        .from(translations)
        .where(and(eq(translations.locale, locale), eq(translations.context, context), eq(translations.key, key)));
      return row ?? null;
    },

    /** Saves one text, its value checked by its type (an image's address https or a path). */
    async saveTranslation(input: SaveTranslationInput, tx: Db | Tx = db): Promise<void> {
      if (!NAME.test(input.context) || !NAME.test(input.key)) {
        throw new AppError('validation_failed', {
          message: 'A context and a key are 1 to 120 letters, digits, _ . or -.',
        });
      }
      const parsed = translationValueSchemas[input.type].safeParse(input.value);
      if (!parsed.success) {
        throw new AppError('validation_failed', {
          errors: parsed.error.issues.slice(0, 10).map((i) => ({
            target: ['value', ...i.path.map(String)].join('.'),
            code: 'invalid',
            message: i.message,
          })),
        });
      }
      const row = { ...input, value: parsed.data, updatedAt: clock.now() };
      await tx
        .insert(translations)
        .values(row)
        .onConflictDoUpdate({
          target: [translations.locale, translations.context, translations.key],
          set: { type: row.type, value: row.value, updatedAt: row.updatedAt },
        });
    },
  };
}
export type ContentTranslations = ReturnType<typeof createContentTranslations>;
