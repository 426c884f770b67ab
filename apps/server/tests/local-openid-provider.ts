import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/** Who signs in at the local provider next. */
export interface LocalAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

/** What the token endpoint does to the ID token it answers (a forged signature, another audience, …). */
export type IdTokenTamper = (
  claims: JWTPayload,
  sign: (claims: JWTPayload, forged?: boolean) => Promise<string>,
) => Promise<string>;

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the tests: discovery, PKCE
 * authorization code, signed ID tokens. The account that signs in is chosen by the test
 * (`nextAccount`); consent is given at once. `tamper` rewrites the next ID token.
 */
export async function startLocalOpenIdProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const rogue = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'local-1', alg: 'RS256', use: 'sig' };
  void publicKey;
  const state: { nextAccount?: LocalAccount; tamper?: IdTokenTamper } = {};
  const accounts = new Map<string, LocalAccount>();

  let provider: Provider | undefined;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!provider) return res.end();
    if (req.url?.startsWith('/interaction/')) {
      void finishInteraction(provider, req, res);
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['local-openid-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // As Google does: the scope's claims in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && body?.id_token && state.tamper) {
      const tamper = state.tamper;
      state.tamper = undefined;
      const sign = (claims: JWTPayload, forged = false) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
          .sign(forged ? rogue.privateKey : privateKey);
      body.id_token = await tamper(decodeJwt(body.id_token), sign);
    }
  });

  async function finishInteraction(p: Provider, req: IncomingMessage, res: ServerResponse) {
    try {
      const details = await p.interactionDetails(req, res);
      const account = state.nextAccount;
      if (!account) throw new Error('No nextAccount set for the local provider');
      accounts.set(account.sub, account);
      const grant = new p.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await p.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }

  return {
    issuer,
    state,
    /**
     * Follows the browser's redirects from the authorization URL through the provider's sign-in
     * until it sends the browser back to the shop; answers that address (the callback with code).
     */
    async authorize(authorizationUrl: string, account: LocalAccount): Promise<URL> {
      state.nextAccount = account;
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url;
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          jar.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`The provider stopped at ${url.pathname}: ${res.status} ${await res.text()}`);
        url = new URL(location, url);
      }
      throw new Error('Too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LocalOpenIdProvider = Awaited<ReturnType<typeof startLocalOpenIdProvider>>;
