import { checkForm, type consoleAllows, savePartnerRequestSchema, snakeKey } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { type FieldPlace, outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** Administrators manage partners; finance reads their sales (decision 473). */
const manages = (roles: Parameters<typeof consoleAllows>[0]) => roles.includes('administrator');

export async function loadConsolePartners(request: Request, context: AppLoadContext) {
  const { me, staff } = await requireConsoleStaff(request, context, 'partners');
  return { page: await staff.consolePartners(), canManage: manages(me.roles) };
}

/** Make or change a partner; the API checks the role and writes the audit row. */
export async function consolePartnersAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'partners');
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const checked = checkForm(savePartnerRequestSchema, {
    slug: text('slug'),
    key: text('key'),
    name: text('name'),
    enabled: form.get('enabled') === 'true',
    channels: text('channels')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  });
  if (checked.errors) return refusedForm(checked.errors, placeOf);
  const partner = checked.data;
  return outcomeOf(async () => {
    await staff.savePartner(partner);
    return `${partner.name} is saved.`;
  });
}

const labels: Record<string, string> = { slug: 'Page name', key: 'Key', name: 'Name', channels: 'Channels' };
const placeOf = (path: string): FieldPlace => {
  const name = path.split('.')[0] ?? path;
  return { field: snakeKey(name), label: labels[name] ?? 'The partner' };
};
