import { bannerStateCodeSchema, type StaffPort } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { outcomeOf } from '../console-action.server';
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
  const code = bannerStateCodeSchema.safeParse(
    String(form.get('stateCode') ?? '')
      .toUpperCase()
      .replace('DEFAULT', 'default'),
  );
  if (!code.success) return data({ error: 'Enter a state code such as NSW, or default.', done: null });
  return outcomeOf(async () => {
    await staff.setSitewideBanner(code.data, { text: String(form.get('text') ?? '') });
    return `The ${code.data} banner is saved.`;
  });
}
