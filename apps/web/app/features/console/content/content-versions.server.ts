import { type ConsoleContentVersion, translationLocaleSchema } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/**
 * The console's versions of what the item pages do not show (issue 28, decision 503): the texts
 * of each locale, one text's kept versions with a restore, and the site config's versions (its
 * navigation labels, page addresses and component variants) with a restore.
 */

/** Every text of the locale asked (both when none is), by locale, area and key. */
export async function loadConsoleTranslations(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const asked = translationLocaleSchema.safeParse(new URL(request.url).searchParams.get('locale'));
  const locale = asked.success ? asked.data : null;
  return { locale, texts: await staff.translations(locale ? { locale } : {}) };
}
export type ConsoleTranslationsData = Awaited<ReturnType<typeof loadConsoleTranslations>>;

/** One text and every kept version, newest first; a text that does not exist is the page's 404. */
export async function loadConsoleTranslation(
  request: Request,
  context: AppLoadContext,
  params: { locale?: string | undefined; context?: string | undefined; key?: string | undefined },
) {
  const { me, staff } = await requireConsoleStaff(request, context, 'content');
  const text = await staff.translation(params.locale ?? '', params.context ?? '', params.key ?? '');
  return { text, me: { id: me.id, email: me.email } };
}
export type ConsoleTranslationData = Awaited<ReturnType<typeof loadConsoleTranslation>>;

/** Restores a kept version of the text: saved again as its newest version. */
export async function consoleTranslationAction(
  request: Request,
  context: AppLoadContext,
  params: { locale?: string | undefined; context?: string | undefined; key?: string | undefined },
) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const version = Number((await request.formData()).get('version'));
  return outcomeOf(async () => {
    const restored = await staff.restoreTranslation(params.locale ?? '', params.context ?? '', params.key ?? '', {
      version,
    });
    return `Version ${version} is restored as version ${restored.version}; visitors read it on their next page.`;
  });
}

/** The site config visitors read (the published one) and its kept versions, newest first. */
export async function loadConsoleSiteConfigVersions(request: Request, context: AppLoadContext) {
  const { me, staff } = await requireConsoleStaff(request, context, 'content');
  const config = (await staff.contentItems('site_config')).find((c) => c.status === 'published');
  const versions: ConsoleContentVersion[] = config ? (await staff.contentItem('site_config', config.id)).versions : [];
  return { version: config?.version ?? null, versions, me: { id: me.id, email: me.email } };
}
export type ConsoleSiteConfigVersionsData = Awaited<ReturnType<typeof loadConsoleSiteConfigVersions>>;

/** Restores a kept site config version: its labels, page addresses and variants as they were, as the newest version. */
export async function consoleSiteConfigVersionsAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const version = Number((await request.formData()).get('version'));
  const config = (await staff.contentItems('site_config')).find((c) => c.status === 'published');
  if (!config) return data({ error: 'There is no saved site config to restore.', done: null, fields: {} });
  return outcomeOf(async () => {
    const restored = await staff.restoreContentVersion('site_config', config.id, { version });
    return `Version ${version} is restored as version ${restored.version}; visitors see it on their next page.`;
  });
}
