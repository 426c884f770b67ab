import {
  type ConsoleContentItem,
  checkForm,
  componentVariantParamsSchema,
  componentVariantRequestSchema,
} from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';
import { componentLabels, componentNames, isComponentName, variantLabel } from './components-form';

/** A component as the page lists it: its name and the variant the published site config gives it. */
export interface ConsoleComponent {
  component: string;
  variant: string;
}

/**
 * The console's component variants (issue 28, decision 480): the variant each component has in the
 * published site config, the one visitors read.
 */
export async function loadConsoleComponents(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const configs = await staff.contentItems('site_config');
  // The published site config is the one visitors read (the newest change first).
  const config = configs.find((c) => c.status === 'published');
  return { components: componentsOf(config?.fields.components), version: config?.version ?? null };
}

/** Each component's variant as a site config holds it (variant_a where it holds none). */
function componentsOf(value: unknown): ConsoleComponent[] {
  const set = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return componentNames.map((component) => ({
    component,
    variant: typeof set[component] === 'string' ? String(set[component]) : 'variant_a',
  }));
}

/** Sets one component's variant through the staff call (its allowed values and audit row are the API's). */
export async function consoleComponentsAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const params = checkForm(componentVariantParamsSchema, { component: String(form.get('component') ?? '') });
  if (params.errors) return refusedForm(params.errors, () => ({ field: 'component', label: 'Component' }));
  const body = checkForm(componentVariantRequestSchema, { variant: String(form.get('variant') ?? '') });
  if (body.errors) return refusedForm(body.errors, () => ({ field: 'variant', label: 'Variant' }));
  const { component } = params.data;
  let saved: ConsoleContentItem | null = null;
  const outcome = await outcomeOf(async () => {
    saved = await staff.setComponentVariant(component, body.data);
    const name = isComponentName(component) ? componentLabels[component] : component;
    const shown = isComponentName(component) ? variantLabel(component, body.data.variant) : body.data.variant;
    return `The ${name} is now ${shown} (site config version ${saved.version}); visitors see it on their next page.`;
  });
  // The saved site config's variants: the page shows what this save made.
  const after = saved as ConsoleContentItem | null;
  const shownAfter = after ? { components: componentsOf(after.fields.components), version: after.version } : null;
  return data({ ...outcome.data, saved: shownAfter }, outcome.init ?? undefined);
}
