import { cookieNames, ONE_YEAR_SECONDS, type SubVariantCode, subVariantCodes } from '@drawline/contracts';
import { redirect } from 'react-router';
import { serializeCookie } from '../../lib/cookies';

/** The states a customer may choose (2-shopping.md §5 log-in-name state rules: GB, LW and NSWL are not selectable). */
const notSelectable: ReadonlySet<SubVariantCode> = new Set(['GB', 'LW', 'NSWL']);

export const stateNames: Record<SubVariantCode, string> = {
  ACT: 'Australian Capital Territory',
  GB: 'Great Britain',
  LW: 'LW',
  NSW: 'New South Wales',
  NSWL: 'NSWL',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
  OTHER: 'Somewhere else',
};

/**
 * The chooser's groups: TAS and VIC form one group, NT another, SA another (2-shopping.md §5);
 * the rest share one (docs/decisions/044).
 */
export const stateGroups: { label: string; codes: SubVariantCode[] }[] = [
  { label: 'Tasmania and Victoria', codes: ['TAS', 'VIC'] },
  { label: 'Northern Territory', codes: ['NT'] },
  { label: 'South Australia', codes: ['SA'] },
  {
    label: 'Other states and territories',
    codes: subVariantCodes.filter((c) => !notSelectable.has(c) && !['TAS', 'VIC', 'NT', 'SA'].includes(c)),
  },
];

export function isSelectableState(code: string | undefined): code is SubVariantCode {
  return !!code && (subVariantCodes as readonly string[]).includes(code) && !notSelectable.has(code as SubVariantCode);
}

/**
 * The listing pages' action: keeps the chosen state in the sv cookie for a year (2-shopping.md §9)
 * and shows the same page again with that state's offers and prices.
 */
export async function chooseStateAction(request: Request): Promise<Response> {
  const form = await request.formData();
  const code = String(form.get('state') ?? '').toUpperCase();
  const url = new URL(request.url);
  if (!isSelectableState(code)) return redirect(url.pathname);
  const cookie = serializeCookie(cookieNames.subVariant, code, {
    maxAgeSeconds: ONE_YEAR_SECONDS,
    secure: url.protocol === 'https:',
  });
  return redirect(url.pathname, { headers: { 'set-cookie': cookie } });
}
