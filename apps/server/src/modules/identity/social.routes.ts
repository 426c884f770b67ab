import {
  customerSessionSchema,
  pendingSocialSignupSchema,
  socialLinkAnswerSchema,
  socialLinkRequestSchema,
  socialLinksSchema,
  socialProviderSchema,
  socialSignupRequestSchema,
  twoFactorChallengeSchema,
} from '@drawline/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOnly, type Elevation, requireCustomer, requireElevation } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { SocialSignIn } from './create-social-sign-in';
import { requestMeta, setSessionCookies } from './session-cookies';
import { SOCIAL_FLOW_SECONDS, SOCIAL_SIGNUP_SECONDS, type SocialOutcome } from './social-sign-in';

export interface SocialRouteDeps {
  social: SocialSignIn;
  /** Linking asks for a code when two-factor is on (elevationWhenTwoFactorOn). */
  moneyElevation: Elevation;
  cookieSecure: boolean;
}

export const socialCookieNames = {
  flow: 'social_flow',
  signup: 'social_signup',
  twoFactor: 'social_two_factor',
} as const;
const FLOW_PATH = '/v2/social-authentication';

/** A provider's answer: short strings without NUL (openid-client checks what they mean). */
const param = z
  .string()
  .max(4096)
  .refine((v) => !v.includes('\u0000'), 'must not contain NUL')
  .optional();
const callbackSchema = z.object({
  code: param,
  state: param,
  iss: param,
  error: param,
  error_description: param,
  /** Apple's first answer carries the name as JSON; the ID token's claims are what count. */
  user: param,
});

/** The flow cookie: Apple answers with a cross-site form post, so over https it is SameSite=None. */
export const socialFlowCookie = (secure: boolean) => ({
  path: FLOW_PATH,
  httpOnly: true,
  secure,
  sameSite: secure ? ('none' as const) : ('lax' as const),
  maxAge: SOCIAL_FLOW_SECONDS,
});

/** The sign-up and code-step cookies the pages read (path /). */
export const socialPageCookie = (secure: boolean, maxAge: number) => ({
  path: '/',
  httpOnly: true,
  secure,
  sameSite: 'lax' as const,
  maxAge,
});

/** Only a path of this site is a place to come back to. */
function localPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s\p{Cc}]{0,500}$/u.test(value) ? value : fallback;
}

/** Sign in with Apple and Google (3-account.md §7 /social-authentication; docs/decisions/380-383). */
export function socialRoutes(deps: SocialRouteDeps): FastifyPluginAsyncZod {
  const { social, cookieSecure } = deps;
  const tags = ['identity'];
  const linkElevation = requireElevation(deps.moneyElevation);
  const flowCookie = socialFlowCookie(cookieSecure);
  const pageCookie = (maxAge: number) => socialPageCookie(cookieSecure, maxAge);

  function answer(reply: FastifyReply, provider: string, outcome: SocialOutcome) {
    reply.clearCookie(socialCookieNames.flow, flowCookie);
    switch (outcome.kind) {
      case 'signed_in':
        setSessionCookies(reply, outcome.session, outcome.deviceToken, cookieSecure);
        return reply.redirect(outcome.redirectTo, 303);
      case 'two_factor': {
        const token = (outcome.challenge as { twoFactorToken?: string } | undefined)?.twoFactorToken ?? '';
        reply.setCookie(socialCookieNames.twoFactor, token, pageCookie(SOCIAL_FLOW_SECONDS));
        return reply.redirect(
          `/login?${new URLSearchParams({ social: 'two_factor', redirect: outcome.redirectTo })}`,
          303,
        );
      }
      case 'signup':
        reply.setCookie(socialCookieNames.signup, outcome.pendingToken, pageCookie(SOCIAL_SIGNUP_SECONDS));
        return reply.redirect('/register/social', 303);
      case 'linked':
        return reply.redirect(`/my-account/login-and-security?social_linked=${provider}`, 303);
      default: {
        reply.log.warn({ provider, reason: outcome.reason }, 'social sign-in refused');
        const page = outcome.intent === 'link' ? '/my-account/login-and-security' : '/login';
        return reply.redirect(`${page}?social_error=${outcome.code}`, 303);
      }
    }
  }

  return async (app) => {
    app.get(
      '/social-authentication/:provider/authorize',
      {
        schema: {
          tags,
          params: z.object({ provider: socialProviderSchema }),
          querystring: z.object({ redirect: z.string().max(600).optional() }),
        },
      },
      async (request, reply) => {
        const { authorizationUrl, flowToken } = await social.begin(request.params.provider, 'sign_in', {
          redirectTo: localPath(request.query.redirect, '/'),
        });
        reply.setCookie(socialCookieNames.flow, flowToken, flowCookie);
        return reply.redirect(authorizationUrl, 303);
      },
    );

    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: '/social-authentication/:provider/callback',
        config: { formBody: method === 'POST' },
        schema: {
          tags,
          params: z.object({ provider: socialProviderSchema }),
          ...(method === 'GET' ? { querystring: callbackSchema } : { body: callbackSchema }),
        },
        handler: async (request, reply) => {
          const params = (method === 'GET' ? request.query : request.body) as z.output<typeof callbackSchema>;
          const given = Object.fromEntries(
            Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'),
          );
          const outcome = await social.complete(
            request.params.provider,
            given,
            request.cookies[socialCookieNames.flow],
            request.auth?.customerId,
            requestMeta(request),
          );
          return answer(reply, request.params.provider, outcome);
        },
      });
    }

    app.get(
      '/social-authentication',
      { ...customerOnly, schema: { tags, response: { 200: envelopeOf(socialLinksSchema) } } },
      async (request) => ok(await social.list(requireCustomer(request).customerId)),
    );

    app.post(
      '/social-authentication/link',
      {
        ...customerOnly,
        preHandler: linkElevation,
        schema: { tags, body: socialLinkRequestSchema, response: { 200: envelopeOf(socialLinkAnswerSchema) } },
      },
      async (request, reply) => {
        const auth = requireCustomer(request);
        const { authorizationUrl, flowToken } = await social.begin(request.body.provider, 'link', {
          customerId: auth.customerId,
          redirectTo: '/my-account/login-and-security',
        });
        reply.setCookie(socialCookieNames.flow, flowToken, flowCookie);
        return ok({ authorizationUrl });
      },
    );

    app.delete(
      '/social-authentication/:provider',
      { ...customerOnly, schema: { tags, params: z.object({ provider: socialProviderSchema }) } },
      async (request, reply) => {
        await social.unlink(requireCustomer(request).customerId, request.params.provider);
        return reply.status(204).send();
      },
    );

    app.get(
      '/social-authentication/signup',
      { schema: { tags, response: { 200: envelopeOf(pendingSocialSignupSchema) } } },
      async (request) => ok(social.pending(request.cookies[socialCookieNames.signup])),
    );

    app.get(
      '/social-authentication/two-factor',
      { schema: { tags, response: { 200: envelopeOf(twoFactorChallengeSchema) } } },
      async (request) => ok(await social.twoFactor(request.cookies[socialCookieNames.twoFactor])),
    );

    app.post(
      '/social-authentication/signup',
      { schema: { tags, body: socialSignupRequestSchema, response: { 200: envelopeOf(customerSessionSchema) } } },
      async (request, reply) => {
        const { session, deviceToken } = await social.signup(
          request.body,
          request.cookies[socialCookieNames.signup],
          requestMeta(request),
        );
        setSessionCookies(reply, session, deviceToken, cookieSecure);
        reply.clearCookie(socialCookieNames.signup, pageCookie(0));
        return ok(session);
      },
    );
  };
}
