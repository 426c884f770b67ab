import {
  customerSessionSchema,
  pendingSocialSignupSchema,
  type SocialSignInPort,
  socialLinkAnswerSchema,
  socialLinkRequestSchema,
  socialLinksSchema,
  socialProviderSchema,
  socialSignupRequestSchema,
  twoFactorChallengeSchema,
} from '@drawline/contracts';
import { stringifySetCookie } from 'cookie';
import {
  type IdentityModule,
  requestMeta,
  setSessionCookies,
  socialCookieNames,
  socialFlowCookie,
  socialPageCookie,
} from '../modules/identity';
import type { PageRequest } from './page-viewer';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';
import { setCookieLines } from './sign-in-calls';

export interface SocialCallsDeps {
  identity: Pick<IdentityModule, 'social' | 'moneyElevation'>;
  cookieSecure: boolean;
}

/**
 * Sign in with Apple and Google on the pages' port (docs/decisions/380-382, 403): each runs what its
 * route in modules/identity/social.routes.ts runs, reads the same short-lived cookies from the page
 * request, and answers the cookies the route sets as Set-Cookie lines.
 */
export function socialCalls(deps: SocialCallsDeps, kit: PortKit, request: PageRequest): SocialSignInPort {
  const { social, moneyElevation } = deps.identity;
  const { call, signedIn } = kit;
  const cookie = (name: string): string | undefined => request.cookies[name];

  return {
    socialLinks: () => call(async () => socialLinksSchema.parse(await social.list((await signedIn()).customerId))),

    pendingSocialSignup: () =>
      call(async () => pendingSocialSignupSchema.parse(social.pending(cookie(socialCookieNames.signup)))),

    socialTwoFactor: () =>
      call(async () => twoFactorChallengeSchema.parse(await social.twoFactor(cookie(socialCookieNames.twoFactor)))),

    socialSignup: (body) =>
      call(async () => {
        const asked = parseInput(socialSignupRequestSchema, body);
        const { session, deviceToken } = await social.signup(
          asked,
          cookie(socialCookieNames.signup),
          requestMeta(request),
        );
        const answer = customerSessionSchema.parse(session);
        const cookies = setCookieLines();
        setSessionCookies(cookies.writer, answer, deviceToken, deps.cookieSecure);
        cookies.writer.clearCookie(socialCookieNames.signup, socialPageCookie(deps.cookieSecure, 0));
        return { answer, setCookies: cookies.lines };
      }),

    linkSocial: (provider, { elevationCode }) =>
      call(async () => {
        const { provider: asked } = parseInput(socialLinkRequestSchema, { provider });
        const auth = await signedIn();
        await moneyElevation.elevate(auth, elevationCode, request.ip);
        const { authorizationUrl, flowToken } = await social.begin(asked, 'link', {
          customerId: auth.customerId,
          redirectTo: '/my-account/login-and-security',
        });
        // As @fastify/cookie writes it on the reply (its SameSite may be None, which CookieWriter does not take).
        const line = stringifySetCookie({
          name: socialCookieNames.flow,
          value: flowToken,
          ...socialFlowCookie(deps.cookieSecure),
        });
        return { answer: socialLinkAnswerSchema.parse({ authorizationUrl }), setCookies: [line] };
      }),

    unlinkSocial: (provider) =>
      call(async () => {
        const asked = parseInput(socialProviderSchema, provider);
        await social.unlink((await signedIn()).customerId, asked);
        return null;
      }),
  };
}
