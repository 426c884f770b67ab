import { autosessionStatuses, lottoPartyIdSchema } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { text } from '../../lib/form-errors';
import { EDIT_FAILED } from './creation';
import type { LottoPartyActionData } from './lotto-party';
import { addSharesAction } from './lotto-party.server';

/**
 * A session page's forms (issue 26, decision 391): add shares to the cart, or, for the organiser,
 * turn its autosession on, pause it or switch it off (PUT /session/{id}); a failed edit says the
 * edit toast (3-account.md §8, wording ours: decision 453).
 */
export async function sessionAction(request: Request, context: AppLoadContext) {
  const form = await request.clone().formData();
  if (text(form, 'intent') !== 'autosession') return addSharesAction(request, context);
  await Promise.all([
    requireCapabilities(request, context, routeNeeds.lottoPartyCreate),
    requireCustomer(request, context),
  ]);
  const session = apiSession(request, context);
  const sessionId = text(form, 'session');
  const status = autosessionStatuses.find((s) => s === text(form, 'autosessionStatus'));
  if (!lottoPartyIdSchema.safeParse(sessionId).success || !status)
    return data<LottoPartyActionData>({ ok: false, said: EDIT_FAILED, toast: true }, { status: 400 });
  try {
    await session.platform.updateLottoPartySession(sessionId, { autosessionStatus: status });
    return data<LottoPartyActionData>({ ok: true, said: 'The session is updated.' }, { headers: session.headers() });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<LottoPartyActionData>({ ok: false, said: EDIT_FAILED, toast: true }, { status: error.status });
  }
}
