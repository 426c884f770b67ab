import {
  TWO_FACTOR_REMEMBER_DAYS,
  type TwoFactorConfig,
  type TwoFactorMethod,
  twoFactorMethods,
} from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { type CustomerRef, maskEmail } from './identity.deps';
import { twoFactorSettings } from './identity.tables';
import type { TwoFactorDeps } from './two-factor.deps';

export async function settingsOf(deps: Pick<TwoFactorDeps, 'db'>, customerId: string) {
  const [row] = await deps.db.select().from(twoFactorSettings).where(eq(twoFactorSettings.customerId, customerId));
  return row;
}

/** The method a code is checked with: the enabled one, else email (elevation without two-factor). */
export async function methodOf(deps: Pick<TwoFactorDeps, 'db'>, customerId: string): Promise<TwoFactorMethod> {
  const s = await settingsOf(deps, customerId);
  return s?.enabled && s.method === 'authenticator' ? 'authenticator' : 'email';
}

/** GET /customer/two-factor-auth. */
export async function twoFactorConfig(
  deps: Pick<TwoFactorDeps, 'db'>,
  customer: CustomerRef,
): Promise<TwoFactorConfig> {
  const s = await settingsOf(deps, customer.id);
  const enabled = Boolean(s?.enabled);
  const method = enabled ? (s!.method as TwoFactorMethod) : null;
  return {
    enabled,
    method,
    methods: [...twoFactorMethods],
    rememberForDays: s?.rememberForDays ?? TWO_FACTOR_REMEMBER_DAYS,
    since: enabled && s?.enabledAt ? s.enabledAt.toISOString() : null,
    identifier: method === 'email' ? maskEmail(customer.email) : null,
  };
}
