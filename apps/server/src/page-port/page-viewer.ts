import type { FastifyRequest } from 'fastify';
import type { CountryLookup } from '../modules/site';
import { locate } from '../modules/site';
import { type AuthContext, customerOfToken, type SignInSessions } from '../platform/auth';
import type { Visitor } from '../platform/request-context';

/** What of a page request the port reads: the visitor as read on arrival, where they are, the request's log. */
export type PageRequest = Pick<FastifyRequest, 'visitor' | 'headers' | 'ip' | 'log' | 'cookies'>;

/** Who a page is made for: what an API call of theirs would say about them. */
export interface PageViewer {
  /** The storefront's headers and cookies of the page request (platform/request-context.ts). */
  visitor: Visitor;
  /** The signed-in customer, when the access token the page holds is valid. */
  auth: AuthContext | null;
  /** The country the shop locates the visitor in (picks an anonymous visitor's segment). */
  countryCode: string;
}

export interface PageViewerDeps {
  signInSessions: SignInSessions;
  countryLookup: CountryLookup;
  defaultCountry: string;
}

/**
 * The page's viewer, resolved once, when a call first needs it: the visitor as the request
 * context plugin read them, and the customer of the access token the page holds (the storefront
 * passes the one it has, which a refresh during the render may have renewed).
 */
export function pageViewer(
  deps: PageViewerDeps,
  request: PageRequest,
  accessToken: string | undefined,
): () => Promise<PageViewer> {
  let resolved: Promise<PageViewer> | undefined;
  return () => {
    resolved ??= (async () => {
      const auth = await customerOfToken(deps.signInSessions, accessToken);
      return {
        visitor: { ...request.visitor, customerId: auth?.customerId, segmentName: auth?.segmentName },
        auth,
        countryCode: locate(deps.countryLookup, deps.defaultCountry, request).countryCode,
      };
    })();
    return resolved;
  };
}
