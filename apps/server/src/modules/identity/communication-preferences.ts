import { type ChannelPreferences, type CommunicationPreferences, communicationChannels } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/auth';
import { safeEqual } from '../credentials';
import type { AccountDeps } from './account.deps';
import { type CustomerRow, openCustomer } from './customer-rows';
import { maskEmail, preferencesToken } from './identity.deps';
import { customers, offerEmailPreferences } from './identity.tables';

type PreferencesDeps = Pick<AccountDeps, 'db' | 'clock' | 'secrets'>;

/**
 * The customer whose preferences are asked for, when the caller may see them: that customer
 * signed in, or anyone with the signed token of an emailed link (docs/decisions/057). Another
 * customer's token, or an unknown customer, answers not_found.
 */
async function preferencesOwner(
  deps: PreferencesDeps,
  id: string,
  auth: AuthContext | null,
  token: string | undefined,
): Promise<CustomerRow> {
  const allowed = auth?.customerId === id || (token !== undefined && safeEqual(preferencesToken(deps, id), token));
  if (!allowed) {
    if (auth || token) throw new AppError('not_found', { message: 'No such customer.' });
    throw new AppError('unauthorised');
  }
  const row = await openCustomer(deps, id);
  if (!row) throw new AppError('not_found', { message: 'No such customer.' });
  return row;
}

async function preferencesOf(deps: PreferencesDeps, row: CustomerRow): Promise<CommunicationPreferences> {
  const offers = await deps.db
    .select({ productOfferKey: offerEmailPreferences.productOfferKey, email: offerEmailPreferences.email })
    .from(offerEmailPreferences)
    .where(eq(offerEmailPreferences.customerId, row.id))
    .orderBy(offerEmailPreferences.productOfferKey);
  return {
    customerId: row.id,
    preferences: row.communicationPreferences,
    features: { methodsEnabled: true, methods: [...communicationChannels] },
    productOffers: offers,
    identifier: maskEmail(row.email),
  };
}

/** GET /customer/{id}/communication-preferences. */
export async function communicationPreferences(
  deps: PreferencesDeps,
  id: string,
  auth: AuthContext | null,
  token?: string,
) {
  return preferencesOf(deps, await preferencesOwner(deps, id, auth, token));
}

/** PUT /customer/{id}/communication-preferences. */
export async function updateCommunicationPreferences(
  deps: PreferencesDeps,
  id: string,
  auth: AuthContext | null,
  input: { preferences: Partial<ChannelPreferences>; token?: string },
) {
  const row = await preferencesOwner(deps, id, auth, input.token);
  const next = { ...row.communicationPreferences, ...input.preferences };
  await deps.db
    .update(customers)
    .set({ communicationPreferences: next, updatedAt: deps.clock.now() })
    .where(eq(customers.id, id));
  return preferencesOf(deps, { ...row, communicationPreferences: next });
}

/** PUT /customer/{id}/communication-preferences/{productOfferKey}: the unsubscribe link. */
export async function updateOfferPreferences(
  deps: PreferencesDeps,
  id: string,
  productOfferKey: string,
  auth: AuthContext | null,
  input: { preferences: { email: boolean }; unsubscribeReasons?: string[]; token?: string },
) {
  const row = await preferencesOwner(deps, id, auth, input.token);
  const values = {
    customerId: id,
    productOfferKey,
    email: input.preferences.email,
    unsubscribeReasons: input.unsubscribeReasons ?? [],
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(offerEmailPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [offerEmailPreferences.customerId, offerEmailPreferences.productOfferKey],
      set: { email: values.email, unsubscribeReasons: values.unsubscribeReasons, updatedAt: values.updatedAt },
    });
  return preferencesOf(deps, row);
}
