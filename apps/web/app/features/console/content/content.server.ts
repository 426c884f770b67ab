import {
  bannerStateCodeSchema,
  checkForm,
  consoleBannerRequestSchema,
  navigationLabelParamsSchema,
  navigationLabelRequestSchema,
  routeOverrideParamsSchema,
  routeOverrideRequestSchema,
  type StaffPort,
  translationSaveParamsSchema,
  translationValueSchemas,
} from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';
import { routePathRows } from './route-paths-section';

/** A state's sitewide banner as the staff API lists it. */
export type ConsoleBanner = Awaited<ReturnType<StaffPort['sitewideBanners']>>[number];

/** A navigation override as the site config holds it: the link's type, key, label and address. */
export interface NavigationOverride {
  type: string;
  key: string;
  label: string;
  url: string;
}

export async function loadConsoleContent(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const [banners, configs] = await Promise.all([staff.sitewideBanners(), staff.contentItems('site_config')]);
  // The published site config is the one visitors read (the newest change first).
  const config = configs.find((c) => c.status === 'published');
  const navigation = (config?.fields.navigation ?? {}) as Record<string, { key: string; label: string; url: string }[]>;
  const overrides: NavigationOverride[] = Object.entries(navigation).flatMap(([type, links]) =>
    links.map((l) => ({ type, key: l.key, label: l.label, url: l.url })),
  );
  return { banners, overrides, routePaths: routePathRows(config?.fields.routes) };
}

/** Sets one state's sitewide banner (docs/decisions/236); the API writes the audit row with it. */
export async function consoleContentAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  if (form.get('intent') === 'navigation') return navigationLabelAction(staff, form);
  if (form.get('intent') === 'translation') return translationAction(staff, form);
  if (form.get('intent') === 'route') return routePathAction(staff, form);
  // The state code and the text are checked by the call's own schemas (contracts `checkForm`) before the call.
  const code = checkForm(
    bannerStateCodeSchema,
    String(form.get('stateCode') ?? '')
      .toUpperCase()
      .replace('DEFAULT', 'default'),
  );
  if (code.errors) return refusedForm(code.errors, () => ({ field: 'stateCode', label: 'State code' }));
  const body = checkForm(consoleBannerRequestSchema, { text: String(form.get('text') ?? '') });
  if (body.errors) return refusedForm(body.errors, () => ({ field: 'text', label: 'Text' }));
  return outcomeOf(async () => {
    await staff.setSitewideBanner(code.data, body.data);
    return `The ${code.data} banner is saved.`;
  });
}

/** Sets a navigation link's label by its type and key (decision 434); a new override also needs its address. */
function navigationLabelAction(staff: StaffPort, form: FormData) {
  const params = checkForm(navigationLabelParamsSchema, {
    type: String(form.get('type') ?? ''),
    key: String(form.get('key') ?? ''),
  });
  if (params.errors)
    return refusedForm(params.errors, (path) => ({ field: path, label: path === 'type' ? 'Menu' : 'Key' }));
  const url = String(form.get('url') ?? '').trim();
  const body = checkForm(navigationLabelRequestSchema, {
    label: String(form.get('label') ?? ''),
    ...(url ? { url } : {}),
  });
  if (body.errors)
    return refusedForm(body.errors, (path) => ({ field: path, label: path === 'url' ? 'Address' : 'Label' }));
  return outcomeOf(async () => {
    await staff.setNavigationLabel(params.data.type, params.data.key, body.data);
    return `The ${params.data.key} link now reads ${body.data.label}.`;
  });
}

/** Moves a built-in page to another path, or back to its own (decision 483); a colliding path is refused by the call. */
function routePathAction(staff: StaffPort, form: FormData) {
  const params = checkForm(routeOverrideParamsSchema, { key: String(form.get('key') ?? '') });
  if (params.errors) return refusedForm(params.errors, () => ({ field: 'route-key', label: 'Page' }));
  const body = checkForm(routeOverrideRequestSchema, { path: String(form.get('path') ?? '').trim() });
  if (body.errors) return refusedForm(body.errors, () => ({ field: 'route-path', label: 'Address' }));
  return outcomeOf(async () => {
    await staff.setRoutePath(params.data.key, body.data);
    return `The ${params.data.key} page now answers at ${body.data.path}.`;
  });
}

type TranslationValue =
  | { type: 'plain' | 'markdown' | 'seo' | 'image' | 'json'; value: unknown; error?: undefined }
  | { error: { field: string; message: string } };

/** A picture text (decision 484) from the form's fields: its address, size in pixels and description. */
function imageValueOf(form: FormData | undefined) {
  const number = (name: string) => {
    const raw = String(form?.get(name) ?? '').trim();
    return /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  };
  return {
    imageUrl: String(form?.get('imageUrl') ?? '').trim(),
    imageWidth: number('imageWidth'),
    imageHeight: number('imageHeight'),
    contentDescription: String(form?.get('contentDescription') ?? '').trim(),
  };
}

/**
 * The form's wording as a translation's value by its type: plain and markdown as written; a search
 * text (seo, decision 463) as its first line the title and the rest the description; a picture from
 * its own fields; JSON data parsed (decision 484), or the error beside the wording.
 */
export function translationValueOf(type: string, text: string, form?: FormData): TranslationValue {
  if (type === 'seo') {
    const [title = '', ...rest] = text.split(/\r?\n/);
    return { type, value: { title: title.trim(), description: rest.join(' ').trim() } };
  }
  if (type === 'image') return { type, value: imageValueOf(form) };
  if (type === 'json') {
    try {
      return { type, value: JSON.parse(text) as unknown };
    } catch {
      return { error: { field: 't-value', message: 'The wording is not valid JSON.' } };
    }
  }
  return { type: type === 'markdown' ? 'markdown' : 'plain', value: text };
}

/** Where a refused translation value's field sits on the form (`value.imageUrl` beside the picture address). */
const translationFieldOf = (path: string) => {
  const part = path.split('.')[1];
  const ids: Record<string, string> = {
    imageUrl: 't-image-url',
    imageWidth: 't-image-width',
    imageHeight: 't-image-height',
    contentDescription: 't-image-description',
  };
  return part && Object.hasOwn(ids, part) ? (ids[part] ?? 't-value') : 't-value';
};

/** Sets one text of a locale (decision 412): plain, markdown and search texts from the console. */
function translationAction(staff: StaffPort, form: FormData) {
  const params = checkForm(translationSaveParamsSchema, {
    locale: String(form.get('locale') ?? ''),
    context: String(form.get('context') ?? ''),
    key: String(form.get('key') ?? ''),
  });
  if (params.errors) return refusedForm(params.errors, (path) => ({ field: `t-${path}`, label: path }));
  const asked = translationValueOf(String(form.get('type') ?? ''), String(form.get('value') ?? ''), form);
  if (asked.error)
    return refusedForm({ value: asked.error.message }, () => ({ field: asked.error.field, label: 'Wording' }));
  const { type, value } = asked;
  const checked = checkForm(translationValueSchemas[type], value);
  if (checked.errors) {
    return refusedForm(checked.errors, (path) => ({ field: translationFieldOf(`value.${path}`), label: 'Value' }));
  }
  return outcomeOf(async () => {
    await staff.saveTranslation(params.data.locale, params.data.context, params.data.key, { type, value });
    return `The ${params.data.locale} text ${params.data.context}.${params.data.key} is saved.`;
  });
}
