import { cookieNames, safeIdentifier } from '@drawline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The query parameter that names the affiliate a visitor came from (`?affiliate=<code>`, decision 479). */
export const AFFILIATE_PARAM = 'affiliate';
/** The affiliate cookie lasts 14 days (1-platform.md §9; 2-shopping.md §9). */
export const AFFILIATE_COOKIE_SECONDS = 14 * 24 * 60 * 60;
const AFFILIATE_CODE_MAX = 64;

/** Whether the cookie_consent cookie holds non_essential ('essential,non_essential', decision 015). */
export function allowsNonEssential(cookie: string | undefined): boolean {
  if (!cookie) return false;
  let value = cookie;
  try {
    value = decodeURIComponent(cookie);
  } catch {
    return false;
  }
  const chosen = value.split(',');
  return chosen.includes('essential') && chosen.includes('non_essential');
}

/** An affiliate code kept or taken only when it is a safe identifier (1-platform.md §5) of at most 64 characters. */
export function affiliateCodeOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > AFFILIATE_CODE_MAX) return undefined;
  return safeIdentifier(value);
}

/**
 * Keeps `?affiliate=<code>` in the affiliate cookie for 14 days, only with the visitor's consent to
 * non-essential cookies; a later code replaces the earlier one. Runs on every GET before any
 * page is rendered or read from the shared page cache, so kept pages set it too (decision 479).
 */
export function keepAffiliateCode(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  if (request.method !== 'GET') return;
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.[AFFILIATE_PARAM];
  const code = affiliateCodeOf(Array.isArray(asked) ? asked[0] : asked);
  if (!code || !allowsNonEssential(request.cookies?.[cookieNames.cookieConsent])) return;
  reply.setCookie(cookieNames.affiliate, code, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: true,
    maxAge: AFFILIATE_COOKIE_SECONDS,
  });
  request.visitor = { ...request.visitor, affiliateCode: code };
}

/** A cart add's body with the visitor's affiliate code when the body names none (2-shopping.md §9). */
export function withVisitorAffiliate<B extends { affiliateCode?: string | null }>(
  request: Pick<FastifyRequest, 'visitor'>,
  body: B,
): B {
  if (body.affiliateCode) return body;
  const code = request.visitor?.affiliateCode;
  return code ? { ...body, affiliateCode: code } : body;
}
