import { AUTOLOGIN_TOKEN_TTL_SECONDS } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';
import type { AccountDeps } from './account.deps';
import { openCustomer } from './customer-rows';
import type { IdentityDeps, RequestMeta } from './identity.deps';
import { createOneTimeToken, findOneTimeToken, type OneTimeToken, spendOneTimeToken } from './one-time-tokens';
import { secondFactor, signedIn } from './signed-in';
import { policies } from './throttle';

/**
 * A single-use, short-lived sign-in token for a customer (autologin links, transfers from a
 * partner or the app). Partner flows call this.
 */
export async function createAutologinToken(
  deps: Pick<IdentityDeps, 'db' | 'clock' | 'random'>,
  input: { customerId: string; purpose?: 'autologin' | 'transfer'; ttlSeconds?: number },
): Promise<string> {
  if (!(await openCustomer(deps, input.customerId))) throw new AppError('not_found');
  return createOneTimeToken(deps, deps.db, {
    customerId: input.customerId,
    purpose: input.purpose ?? 'autologin',
    ttlSeconds: input.ttlSeconds ?? AUTOLOGIN_TOKEN_TTL_SECONDS,
  });
}

/**
 * POST /autologin and POST /transfer: signs in with a single-use token. When two-factor is
 * needed the token is kept, so the same call can be repeated with the code.
 */
export async function autologin(
  deps: AccountDeps,
  input: { token: string; otp?: string; rememberDevice?: boolean },
  purpose: 'autologin' | 'transfer',
  meta: RequestMeta,
) {
  const { throttle } = deps;
  await throttle.check(`login-ip:${meta.ip}`);
  let row: OneTimeToken;
  try {
    row = await findOneTimeToken(deps, input.token, [purpose]);
  } catch (err) {
    await throttle.hit(`login-ip:${meta.ip}`, policies.loginPerAddress);
    throw err;
  }
  const customer = await openCustomer(deps, row.customerId);
  if (!customer) throw new AppError('token_invalid');
  const { elevated } = await secondFactor(deps, customer, input.otp, meta);
  const issued = await deps.db.transaction(async (tx) => {
    await spendOneTimeToken(deps, tx, row);
    return deps.signInSessions.start(tx, {
      customerId: customer.id,
      deviceUuid: meta.deviceUuid ?? deps.random.uuid(),
      elevated,
    });
  });
  return signedIn(deps, customer, issued, meta, { rememberDevice: Boolean(input.rememberDevice && elevated) });
}
