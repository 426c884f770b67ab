import {
  type Translation,
  type TranslationLocale,
  type TranslationType,
  translationValueSchemas,
} from '@drawline/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import { translations, translationVersions } from './content.tables';
import { renderMarkdown } from './content-markdown';

export interface SaveTranslationInput {
  locale: TranslationLocale;
  context: string;
  key: string;
  type: TranslationType;
  value: unknown;
  /** The staff member saving; null for the demo data. */
  savedBy?: string | null;
}

/** A text as the console lists it: its type, value, newest version and when it changed. */
export interface ConsoleTranslation {
  locale: TranslationLocale;
  context: string;
  key: string;
  type: TranslationType;
  value: unknown;
  version: number;
  dateUpdated: string;
}

/** At most this many texts in the console's list (a shop has a few hundred). */
const LIST_LIMIT = 2000;

const NAME = /^[A-Za-z0-9_.-]{1,120}$/;

function consoleTranslationOf(r: typeof translations.$inferSelect): ConsoleTranslation {
  return {
    locale: r.locale as TranslationLocale,
    context: r.context,
    key: r.key,
    type: r.type,
    value: r.value,
    version: r.version,
    dateUpdated: r.updatedAt.toISOString(),
  };
}

type TextId = { locale: TranslationLocale; context: string; key: string };
const textIs = (t: TextId) =>
  and(eq(translations.locale, t.locale), eq(translations.context, t.context), eq(translations.key, t.key));
/** The kept versions of one text. */
const versionsOfText = (t: TextId) =>
  and(
    eq(translationVersions.locale, t.locale),
    eq(translationVersions.context, t.context),
    eq(translationVersions.key, t.key),
  );

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
        .select({ type: translations.type, value: translations.value, version: translations.version })
        .from(translations)
        .where(and(eq(translations.locale, locale), eq(translations.context, context), eq(translations.key, key)));
      return row ?? null;
    },

    /** Every text of the locale (or of both), by locale, context and key (the console's list). */
    async listTranslations(locale: TranslationLocale | null): Promise<ConsoleTranslation[]> {
      const rows = await db
        .select()
        .from(translations)
        .where(locale ? eq(translations.locale, locale) : undefined)
        .orderBy(asc(translations.locale), asc(translations.context), asc(translations.key))
        .limit(LIST_LIMIT);
      return rows.map(consoleTranslationOf);
    },

    /** One text as the console shows it, or null. */
    async consoleTranslation(text: TextId): Promise<ConsoleTranslation | null> {
      const [row] = await db.select().from(translations).where(textIs(text));
      return row ? consoleTranslationOf(row) : null;
    },

    /** Every kept version of one text, newest first (the console's history). */
    async translationVersionsOf(locale: TranslationLocale, context: string, key: string) {
      return db
        .select()
        .from(translationVersions)
        .where(versionsOfText({ locale, context, key }))
        .orderBy(desc(translationVersions.version));
    },

    /** One kept version of one text, or null. */
    async translationVersionOf(text: TextId, version: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select()
        .from(translationVersions)
        .where(and(versionsOfText(text), eq(translationVersions.version, version)));
      return row ?? null;
    },

    /**
     * Saves one text as its newest version, its value checked by its type (an image's address
     * https or a path), and keeps the version (decision 503); answers the version's number. The
     * number comes from the row's own update, so two saves at once never take the same one.
     */
    async saveTranslation(input: SaveTranslationInput, tx?: Db | Tx): Promise<{ version: number }> {
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
      const { savedBy = null, ...text } = input;
      const row = { ...text, value: parsed.data, updatedAt: clock.now() };
      const run = async (t: Db | Tx) => {
        const [saved] = await t
          .insert(translations)
          .values({ ...row, version: 1 })
          .onConflictDoUpdate({
            target: [translations.locale, translations.context, translations.key],
            set: {
              type: row.type,
              value: row.value,
              updatedAt: row.updatedAt,
              version: sql`${translations.version} + 1`,
            },
          })
          .returning({ version: translations.version });
        const version = saved?.version ?? 1;
        await t.insert(translationVersions).values({
          locale: row.locale,
          context: row.context,
          key: row.key,
          version,
          type: row.type,
          value: row.value,
          savedBy,
          savedAt: row.updatedAt,
        });
        return { version };
      };
      // The text and its version are one write: inside the caller's transaction, else in their own.
      return tx && tx !== db ? run(tx) : db.transaction(run);
    },
  };
}
export type ContentTranslations = ReturnType<typeof createContentTranslations>;
