import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { Secrets } from '../credentials';
import type { MailOutbox } from '../mail';
import type { EmailContext } from './emails';

/** What the identity services take as arguments. */
export interface IdentityDeps {
  db: Db;
  clock: Clock;
  random: Random;
  mail: MailOutbox;
  secrets: Secrets;
  siteName: string;
  /** The storefront's address, for links in emails (PUBLIC_URL). */
  publicUrl: string;
}

/** What a call tells about where it comes from. */
export interface RequestMeta {
  ip: string;
  deviceUuid?: string;
  /** The signed device_token cookie. */
  deviceToken?: string;
  /** The browsing session id (session-id header or cookie). */
  sessionId?: string;
}

export interface CustomerRef {
  id: string;
  email: string;
  firstname: string;
}

/**
 * The signed token of the communication-preference links (docs/decisions/057): an HMAC of the
 * customer id, so the public preference page and unsubscribe links work without signing in.
 */
export function preferencesToken(deps: Pick<IdentityDeps, 'secrets'>, customerId: string): string {
  return deps.secrets.sign('communication-preferences', customerId);
}

export function preferencesLink(
  deps: Pick<IdentityDeps, 'secrets' | 'publicUrl'>,
  customerId: string,
  productOfferKey?: string,
): string {
  const token = encodeURIComponent(preferencesToken(deps, customerId));
  const id = encodeURIComponent(customerId);
  return productOfferKey
    ? `${deps.publicUrl}/unsubscribe/${id}/${encodeURIComponent(productOfferKey)}?token=${token}`
    : `${deps.publicUrl}/communication-preferences/${id}?token=${token}`;
}

/** The emailed link that confirms an address (a new account's, or a new address of an account). */
export function confirmationLink(deps: Pick<IdentityDeps, 'publicUrl'>, token: string): string {
  return `${deps.publicUrl}/my-account/confirm-address/${encodeURIComponent(token)}`;
}

export function emailContext(deps: IdentityDeps, customer: CustomerRef, to = customer.email): EmailContext {
  return {
    siteName: deps.siteName,
    to,
    firstname: customer.firstname,
    preferencesLink: preferencesLink(deps, customer.id),
  };
}

/** The address with only the part before the at-sign shown, then asterisks (3-account.md §2). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  return `${local}${'*'.repeat(8)}`;
}
