import type { Envelope } from '@drawline/contracts';
import { signupBody } from './identity-helpers';
import type { ServerProcess } from './server-process';

/** A customer of a shop process, signed up over HTTP. */
export interface Shopper {
  email: string;
  customerId: string;
  authorization: string;
}

export interface ShopAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/** Calls a shop process over HTTP as `who` (or as a visitor); answers the status, envelope and headers. */
export async function shopCall<T = unknown>(
  server: Pick<ServerProcess, 'baseURL'>,
  who: Shopper | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ShopAnswer<T>> {
  const res = await fetch(server.baseURL + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(who ? { authorization: who.authorization } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Envelope<T>, headers: res.headers };
}

/** Signs a new customer up on a shop process. */
export async function signUpOver(server: Pick<ServerProcess, 'baseURL'>, email: string): Promise<Shopper> {
  const res = await shopCall<{ customerId: string; accessToken: string }>(
    server,
    null,
    'POST',
    '/v2/signup',
    signupBody(email),
  );
  if (res.status !== 200) throw new Error(`Sign-up of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  const { customerId, accessToken } = res.body.result as { customerId: string; accessToken: string };
  return { email, customerId, authorization: `Bearer ${accessToken}` };
}

/** Every page of a list call (GET /tickets, GET /transactions), 100 at a time; 204 is an empty page. */
export async function allPages<T>(server: Pick<ServerProcess, 'baseURL'>, who: Shopper, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await shopCall<T[]>(server, who, 'GET', `${path}${sep}limit=100&offset=${offset}`);
    if (res.status === 204) return out;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    const page = res.body.result ?? [];
    out.push(...page);
    if (page.length < 100) return out;
  }
}
