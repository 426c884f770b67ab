import type { SocialProvider } from '@drawline/contracts';
import * as oidc from 'openid-client';
import type { Clock } from '../../lib/clock';
import { systemClock } from '../../lib/clock';
import type { SocialProvidersConfig } from '../../social-sign-in-config';

/** What the shop keeps of a provider's ID token: the subject, and the email only as the provider vouches. */
export interface SocialClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstname: string;
  lastname: string;
}

/** The one-time values of one authorization (kept in the sealed flow cookie). */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A failure of the provider's answer: `reason` is openid-client's code, safe to log (never a token). */
export class SocialSignInFailed extends Error {
  constructor(readonly reason: string) {
    super(`social sign-in failed: ${reason}`);
  }
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);
const insecure = (issuer: string) => {
  const url = new URL(issuer);
  return url.protocol === 'http:' && loopback.has(url.hostname);
};

/** The library's error codes (and its cause's), never its message: those may quote what was sent. */
function reasonOf(error: unknown): string {
  const codes: string[] = [];
  for (let e = error as { code?: unknown; error?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    const code = [e.code, e.error].find((x) => typeof x === 'string');
    if (typeof code === 'string' && /^[\w.-]{1,80}$/.test(code)) codes.push(code);
    e = typeof e.cause === 'object' && e.cause !== null ? (e.cause as typeof e) : undefined;
  }
  return codes.join('/') || 'unknown';
}

/**
 * The OpenID Connect clients (openid-client: discovery, authorization code with PKCE, and its
 * checks of the ID token's signature, issuer, audience, expiry, nonce and state; docs/decisions/380).
 * Plain http is allowed only for an issuer on this machine (the tests' local provider).
 */
export function createSocialClients(providers: SocialProvidersConfig, clock: Clock) {
  const discovered = new Map<SocialProvider, Promise<oidc.Configuration>>();

  function discover(name: SocialProvider): Promise<oidc.Configuration> {
    const p = providers[name];
    if (!p) throw new SocialSignInFailed('not_configured');
    let found = discovered.get(name);
    if (!found) {
      found = oidc.discovery(new URL(p.issuer), p.clientId, undefined, oidc.ClientSecretPost(p.clientSecret), {
        execute: insecure(p.issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      });
      // A provider that was down is asked again next time.
      found.catch(() => discovered.delete(name));
      discovered.set(name, found);
    }
    return found;
  }

  /**
   * The client on the shop's clock: the library checks the ID token's times against its own
   * clock plus this skew, so a test's fixed clock is the one that counts.
   */
  async function configOf(name: SocialProvider): Promise<oidc.Configuration> {
    const p = providers[name]!;
    const server = (await discover(name)).serverMetadata();
    const skew = Math.round((clock.now().getTime() - systemClock.now().getTime()) / 1000);
    const config = new oidc.Configuration(
      server,
      p.clientId,
      { client_secret: p.clientSecret, [oidc.clockSkew]: skew },
      oidc.ClientSecretPost(p.clientSecret),
    );
    if (insecure(p.issuer)) oidc.allowInsecureRequests(config);
    // The ID token's signature is checked against the provider's published keys too (the
    // library would otherwise trust the token endpoint's TLS alone).
    oidc.enableNonRepudiationChecks(config);
    return config;
  }

  return {
    /** The providers whose client is configured. */
    configured: (name: SocialProvider) => Boolean(providers[name]),

    /** Where the browser goes to sign in at the provider, and the checks its answer must pass. */
    async authorizationUrl(
      name: SocialProvider,
      redirectUri: string,
    ): Promise<{ url: string; checks: AuthorizationChecks }> {
      const config = await configOf(name);
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      };
      // Apple sends the email and name only with a form post back (docs/decisions/380).
      if (name === 'apple') {
        params.scope = 'openid email name';
        params.response_mode = 'form_post';
      }
      return { url: oidc.buildAuthorizationUrl(config, params).href, checks };
    },

    /** The provider's answer to the callback, checked by openid-client, as the claims the shop uses. */
    async claims(name: SocialProvider, callbackUrl: URL, checks: AuthorizationChecks): Promise<SocialClaims> {
      const config = await configOf(name);
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const c = tokens.claims();
        if (!c) throw new SocialSignInFailed('no_id_token');
        const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : '');
        // Apple sends email_verified as the string "true".
        const verified = c.email_verified === true || c.email_verified === 'true';
        return {
          subject: c.sub,
          email: typeof c.email === 'string' ? c.email.toLowerCase() : null,
          emailVerified: verified && typeof c.email === 'string',
          firstname: text(c.given_name),
          lastname: text(c.family_name),
        };
      } catch (error) {
        if (error instanceof SocialSignInFailed) throw error;
        throw new SocialSignInFailed(reasonOf(error));
      }
    },
  };
}
export type SocialClients = ReturnType<typeof createSocialClients>;
