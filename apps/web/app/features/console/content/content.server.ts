import { bannerStateCodeSchema, checkForm, consoleBannerRequestSchema, type StaffPort } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** A state's sitewide banner as the staff API lists it. */
export type ConsoleBanner = Awaited<ReturnType<StaffPort['sitewideBanners']>>[number];

export async function loadConsoleContent(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  return { banners: await staff.sitewideBanners() };
}

/** Sets one state's sitewide banner (docs/decisions/236); the API writes the audit row with it. */
export async function consoleContentAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
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
