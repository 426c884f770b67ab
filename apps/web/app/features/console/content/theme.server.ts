import { type ConsoleContentVersion, type ThemeFields, themeFieldsSchema } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../../lib/api';
import { apiSession } from '../../../lib/api-session.server';
import { outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';
import { readThemeForm } from './theme-form';

/**
 * The console's theme page (issue 28, decision 462): the theme visitors get now (the published one,
 * else the shop's own), its kept versions, a save that publishes a new version, and a restore.
 */
export async function loadConsoleTheme(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const [current, items] = await Promise.all([
    apiSession(request, context).platform.cmsTheme(),
    staff.contentItems('theme'),
  ]);
  const kept = items.find((i) => i.id === current.id) ?? items[0];
  const versions: ConsoleContentVersion[] = kept ? (await staff.contentItem('theme', kept.id)).versions : [];
  // The form shows what visitors get; a theme that no longer fits shows the fields it has.
  const parsed = themeFieldsSchema.safeParse(current);
  const theme = (parsed.success ? parsed.data : current) as ThemeFields;
  return { id: String(current.id), version: current.version, theme, versions };
}

/** Saves the form as the newest published version, or restores a kept one (intent=restore). */
export async function consoleThemeAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const current = await apiSession(request, context).platform.cmsTheme();
  const id = String(current.id);
  if (form.get('intent') === 'restore') {
    const version = Number(form.get('version'));
    return outcomeOf(async () => {
      const restored = await staff.restoreContentVersion('theme', id, { version });
      return `Version ${version} is restored as version ${restored.version}; visitors see it on their next page.`;
    });
  }
  const parsed = themeFieldsSchema.safeParse(current);
  const base = (parsed.success ? parsed.data : current) as ThemeFields;
  try {
    const saved = await staff.saveContentItem('theme', {
      id,
      status: 'published',
      publishDate: null,
      data: readThemeForm(form, base),
    });
    return data({
      error: null,
      done: `The theme is saved as version ${saved.version}; visitors see it on their next page.`,
      fields: {},
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      // The API names a theme field by its path (`colors.themePrimary`), as the form does.
      const fields = error.fieldMessages();
      // The first field's own words lead: they name the colour and the contrast it needs.
      return data({ error: Object.values(fields).flat()[0] ?? error.message, done: null, fields }, { status: 400 });
    }
    throw error;
  }
}
