import {
  autologinRequestSchema,
  changePasswordRequestSchema,
  checkEmailAnswerSchema,
  checkEmailRequestSchema,
  cookieNames,
  customerSessionSchema,
  forceChangePasswordRequestSchema,
  forgotPasswordAnswerSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  resetTokenAnswerSchema,
  resetTokenRequestSchema,
  signupRequestSchema,
  tokensSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error';
import { type Elevation, requireCustomer, requireElevation } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { formCall } from '../../platform/json-bodies';
import { envelopeOf } from '../../platform/schemas';
import type { AccountsService } from './create-accounts';
import type { TwoFactorService } from './create-two-factor';
import { clearSessionCookies, requestMeta, setSessionCookies, setTokenCookies } from './session-cookies';
import { twoFactorRoutes } from './two-factor.routes';

export interface IdentityRouteDeps {
  accounts: AccountsService;
  twoFactor: TwoFactorService;
  elevation: Elevation;
  cookieSecure: boolean;
}

/** Sign-up, sign-in, tokens, passwords (3-account.md §7 Auth), and two-factor's routes (two-factor.routes.ts). */
export function identityRoutes(deps: IdentityRouteDeps): FastifyPluginAsyncZod {
  const { accounts, twoFactor, cookieSecure } = deps;
  const elevated = requireElevation(deps.elevation);
  const tags = ['identity'];
  return async (app) => {
    app.post(
      '/signup',
      {
        config: { version: '3.5' },
        schema: { tags, body: signupRequestSchema, response: { 200: envelopeOf(customerSessionSchema) } },
      },
      async (request, reply) => {
        const { session, deviceToken } = await accounts.signup(request.body, requestMeta(request));
        setSessionCookies(reply, session, deviceToken, cookieSecure);
        return ok(session);
      },
    );

    app.post(
      '/check-email',
      { schema: { tags, body: checkEmailRequestSchema, response: { 200: envelopeOf(checkEmailAnswerSchema) } } },
      async (request) => ok(await accounts.checkEmail(request.body.email, requestMeta(request))),
    );

    app.post(
      '/login',
      { schema: { tags, body: loginRequestSchema, response: { 200: envelopeOf(customerSessionSchema) } } },
      async (request, reply) => {
        const { session, deviceToken } = await accounts.login(request.body, requestMeta(request));
        setSessionCookies(reply, session, deviceToken, cookieSecure);
        return ok(session);
      },
    );

    // POST only (docs/decisions/084): a GET could be fired by any page or image tag on another site.
    app.post('/logout', { schema: { tags } }, async (request, reply) => {
      await accounts.logout({
        sessionId: request.auth?.sessionId,
        refreshToken: request.cookies[cookieNames.webRefreshToken],
      });
      clearSessionCookies(reply, cookieSecure);
      return reply.status(204).send();
    });

    app.post(
      '/refresh',
      { schema: { tags, body: refreshRequestSchema.nullish(), response: { 200: envelopeOf(tokensSchema) } } },
      async (request, reply) => {
        const refreshToken = request.body?.refreshToken ?? request.cookies[cookieNames.webRefreshToken];
        if (!refreshToken) throw new AppError('session_expired');
        const issued = await accounts.refresh({ refreshToken, otp: request.body?.otp }, requestMeta(request));
        const tokens = {
          accessToken: issued.accessToken,
          refreshToken: issued.refreshToken,
          deviceUuid: issued.deviceUuid,
          expiresIn: issued.expiresIn,
        };
        setTokenCookies(reply, tokens, cookieSecure);
        return ok(tokens);
      },
    );

    // POST /transfer is a form (3-account.md §7): another site's page hands the customer over with it.
    for (const [path, purpose, version, form] of [
      ['/autologin', 'autologin', '3.3', false],
      ['/transfer', 'transfer', '3.0', true],
    ] as const) {
      app.post(
        path,
        {
          config: { version, formBody: form },
          schema: { tags, body: autologinRequestSchema, response: { 200: envelopeOf(customerSessionSchema) } },
        },
        async (request, reply) => {
          const { session, deviceToken } = await accounts.autologin(request.body, purpose, requestMeta(request));
          setSessionCookies(reply, session, deviceToken, cookieSecure);
          return ok(session);
        },
      );
    }

    app.post(
      '/password/forgot',
      {
        schema: { tags, body: forgotPasswordRequestSchema, response: { 200: envelopeOf(forgotPasswordAnswerSchema) } },
      },
      async (request) => ok(await accounts.forgotPassword(request.body.email, requestMeta(request))),
    );

    app.post(
      '/password/reset/verify',
      { schema: { tags, body: resetTokenRequestSchema, response: { 200: envelopeOf(resetTokenAnswerSchema) } } },
      async (request) => ok(await accounts.verifyResetToken(request.body.token)),
    );

    app.post('/password/reset', { schema: { tags, body: resetPasswordRequestSchema } }, async (request, reply) => {
      await accounts.resetPassword(request.body);
      return reply.status(204).send();
    });

    app.post(
      '/password/force-change',
      { schema: { tags, body: forceChangePasswordRequestSchema } },
      async (request, reply) => {
        const auth = requireCustomer(request);
        await accounts.forceChangePassword(auth.customerId, auth.sessionId, request.body.password);
        return reply.status(204).send();
      },
    );

    app.post(
      '/customer/change-password',
      { preHandler: elevated, config: formCall, schema: { tags, body: changePasswordRequestSchema } },
      async (request, reply) => {
        const auth = requireCustomer(request);
        await accounts.changePassword(auth.customerId, auth.sessionId, request.body, requestMeta(request));
        return reply.status(204).send();
      },
    );

    await app.register(twoFactorRoutes({ accounts, twoFactor, elevated }));
  };
}
