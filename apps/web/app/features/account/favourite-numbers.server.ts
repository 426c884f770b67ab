/**
 * /my-account/favourite-numbers (issue 29, docs/decisions/348): the signed-in customer's favourite
 * lines per lottery, read from GET /customer and replaced whole through the pages' port
 * (PUT /favourite-numbers). A plain form post that works without scripts.
 */
import type { FavouriteNumber } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, hasErrors } from '../../lib/form-errors';
import { loadOffers } from '../catalogue';
import { type FavouriteLottery, favouriteLotteries, readFavouritesForm } from './favourite-numbers';

export interface FavouritesPageData {
  lotteries: FavouriteLottery[];
  favouriteNumbers: FavouriteNumber[];
}

export interface FavouritesActionData {
  ok: boolean;
  errors: FormErrors;
  /** What was typed, by field, so a refused form shows it again. */
  values: Record<string, string>;
}

async function pageData(request: Request, context: AppLoadContext): Promise<FavouritesPageData> {
  const [customer] = await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.favouriteNumbers),
  ]);
  const { offers } = await loadOffers(apiSession(request, context).platform, request);
  return { lotteries: favouriteLotteries(offers), favouriteNumbers: customer.favouriteNumbers };
}

export async function loadFavouriteNumbers(request: Request, context: AppLoadContext) {
  const page = await pageData(request, context);
  return data(page, { headers: apiSession(request, context).headers() });
}

export async function favouriteNumbersAction(request: Request, context: AppLoadContext) {
  const page = await pageData(request, context);
  const session = apiSession(request, context);
  const form = await request.formData();
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const { favouriteNumbers, errors } = readFavouritesForm(form, page.lotteries, page.favouriteNumbers);
  const refuse = (e: FormErrors) =>
    data<FavouritesActionData>({ ok: false, errors: e, values }, { status: 400, headers: session.headers() });
  if (hasErrors(errors)) return refuse(errors);
  try {
    await session.platform.setFavouriteNumbers({ favouriteNumbers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return refuse(formErrorsOf(error));
  }
  return data<FavouritesActionData>({ ok: true, errors: {}, values: {} }, { headers: session.headers() });
}
