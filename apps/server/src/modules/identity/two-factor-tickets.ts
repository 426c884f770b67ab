import type { TwoFactorDeps } from './two-factor.deps';

const TWO_FACTOR_TOKEN_SECONDS = 10 * 60;
type TicketDeps = Pick<TwoFactorDeps, 'secrets' | 'clock'>;

/**
 * A short-lived signed ticket naming the customer half-way through a sign-in, for resending
 * the code. With the time of the password it was proven against (`p`), it is a sign-in
 * challenge too: void once the password changes (docs/decisions/088).
 */
export function twoFactorToken(deps: TicketDeps, customerId: string, passwordChangedAt?: Date): string {
  return deps.secrets.signToken('two-factor', {
    c: customerId,
    e: deps.clock.now().getTime() + TWO_FACTOR_TOKEN_SECONDS * 1000,
    ...(passwordChangedAt ? { p: passwordChangedAt.getTime() } : {}),
  });
}

function readTicket(deps: TicketDeps, token: string): { customerId: string; passwordChangedAt?: number } | undefined {
  const data = deps.secrets.readToken<{ c?: unknown; e?: unknown; p?: unknown }>('two-factor', token);
  if (!data || typeof data.c !== 'string' || typeof data.e !== 'number' || data.e <= deps.clock.now().getTime()) {
    return undefined;
  }
  return { customerId: data.c, ...(typeof data.p === 'number' ? { passwordChangedAt: data.p } : {}) };
}

/** The customer a ticket names, while it is fresh. */
export function readTwoFactorToken(deps: TicketDeps, token: string): string | undefined {
  return readTicket(deps, token)?.customerId;
}

/** The customer and password time of a sign-in challenge; undefined for a plain resend ticket. */
export function readSignInChallenge(
  deps: TicketDeps,
  token: string,
): { customerId: string; passwordChangedAt: number } | undefined {
  const ticket = readTicket(deps, token);
  return ticket?.passwordChangedAt === undefined
    ? undefined
    : { customerId: ticket.customerId, passwordChangedAt: ticket.passwordChangedAt };
}
