import type { AccountDeps } from './account.deps';
import type { CustomerRow } from './customer-rows';
import type { RequestMeta } from './identity.deps';

/** The signed device cookie: who signed in on this device, and until when it skips two-factor. */
interface DeviceToken {
  /** customer id */
  c: string;
  /** remember two-factor until (ms), for the two-factor set-up of `s` */
  r?: number;
  /** when two-factor was enabled (ms): turning it off and on again forgets remembered devices */
  s?: number;
}

const DEVICE_TOKEN_PURPOSE = 'device';
type DeviceDeps = Pick<AccountDeps, 'secrets' | 'clock' | 'twoFactor'>;

export function readDevice(deps: Pick<AccountDeps, 'secrets'>, meta: RequestMeta): DeviceToken | undefined {
  if (!meta.deviceToken) return undefined;
  const data = deps.secrets.readToken<Record<string, unknown>>(DEVICE_TOKEN_PURPOSE, meta.deviceToken);
  return data && typeof data.c === 'string' ? (data as unknown as DeviceToken) : undefined;
}

/** Whether this device skips the customer's two-factor: remembered, in time, for the current set-up. */
export async function isRemembered(deps: DeviceDeps, customer: CustomerRow, meta: RequestMeta): Promise<boolean> {
  const device = readDevice(deps, meta);
  const s = await deps.twoFactor.settingsOf(customer.id);
  return Boolean(
    device &&
      device.c === customer.id &&
      device.r &&
      device.r > deps.clock.now().getTime() &&
      s?.enabledAt &&
      device.s === s.enabledAt.getTime(),
  );
}

/** The device cookie after a sign-in: remembering two-factor when asked, else keeping what it had. */
export async function deviceTokenFor(
  deps: DeviceDeps,
  customer: CustomerRow,
  meta: RequestMeta,
  remember: boolean,
): Promise<string> {
  const previous = readDevice(deps, meta);
  const s = await deps.twoFactor.settingsOf(customer.id);
  const token: DeviceToken = { c: customer.id };
  if (s?.enabled && s.enabledAt) {
    if (remember) {
      token.r = deps.clock.now().getTime() + s.rememberForDays * 86_400_000;
      token.s = s.enabledAt.getTime();
    } else if (previous?.c === customer.id && previous.r) {
      token.r = previous.r;
      token.s = previous.s;
    }
  }
  return deps.secrets.signToken(DEVICE_TOKEN_PURPOSE, token as unknown as Record<string, unknown>);
}
