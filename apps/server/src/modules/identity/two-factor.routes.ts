import {
  authenticatorEnrolmentSchema,
  confirmTwoFactorRequestSchema,
  emailCodeSentSchema,
  sendCodeRequestSchema,
  twoFactorConfigSchema,
} from '@drawline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { AccountsService } from './create-accounts';
import type { TwoFactorService } from './create-two-factor';
import { changingTwoFactorNeedsElevation } from './two-factor-elevation';

/** The customer's two-factor set-up and emailed codes (3-account.md §7 Auth; docs/decisions/053). */
export function twoFactorRoutes(deps: {
  accounts: AccountsService;
  twoFactor: TwoFactorService;
  /** The sensitive calls' preHandler (the platform's requireElevation). */
  elevated: preHandlerAsyncHookHandler;
}): FastifyPluginAsyncZod {
  const { accounts, twoFactor, elevated } = deps;
  const tags = ['identity'];
  return async (app) => {
    app.get(
      '/customer/two-factor-auth',
      { schema: { tags, response: { 200: envelopeOf(twoFactorConfigSchema) } } },
      async (request) => ok(await twoFactor.config(await accounts.customerRef(requireCustomer(request).customerId))),
    );

    const elevatedWhenEnabled = async (...args: Parameters<typeof elevated>) => {
      const [request] = args;
      if (await changingTwoFactorNeedsElevation(twoFactor, requireCustomer(request).customerId)) {
        await elevated.apply(app, args);
      }
    };

    app.post(
      '/customer/two-factor-auth/authenticator',
      {
        preHandler: elevatedWhenEnabled,
        schema: { tags, response: { 200: envelopeOf(authenticatorEnrolmentSchema) } },
      },
      async (request) =>
        ok(await twoFactor.beginAuthenticator(await accounts.customerRef(requireCustomer(request).customerId))),
    );

    app.put(
      '/customer/two-factor-auth/authenticator',
      { schema: { tags, body: confirmTwoFactorRequestSchema, response: { 200: envelopeOf(twoFactorConfigSchema) } } },
      async (request) => {
        const customer = await accounts.customerRef(requireCustomer(request).customerId);
        return ok(await twoFactor.confirmAuthenticator(customer, request.body.code, request.ip));
      },
    );

    app.post(
      '/customer/two-factor-auth/email',
      { preHandler: elevatedWhenEnabled, schema: { tags, response: { 200: envelopeOf(emailCodeSentSchema) } } },
      async (request) =>
        ok(await twoFactor.beginEmail(await accounts.customerRef(requireCustomer(request).customerId))),
    );

    app.put(
      '/customer/two-factor-auth/email',
      { schema: { tags, body: confirmTwoFactorRequestSchema, response: { 200: envelopeOf(twoFactorConfigSchema) } } },
      async (request) => {
        const customer = await accounts.customerRef(requireCustomer(request).customerId);
        return ok(await twoFactor.confirmEmail(customer, request.body.code, request.ip));
      },
    );

    app.delete(
      '/customer/two-factor-auth',
      { preHandler: elevated, schema: { tags, response: { 200: envelopeOf(twoFactorConfigSchema) } } },
      async (request) => ok(await twoFactor.disable(await accounts.customerRef(requireCustomer(request).customerId))),
    );

    app.post(
      '/customer/two-factor-auth/send-code',
      { schema: { tags, body: sendCodeRequestSchema.nullish(), response: { 200: envelopeOf(emailCodeSentSchema) } } },
      async (request) =>
        ok(
          await accounts.sendCode({
            customerId: request.auth?.customerId,
            twoFactorToken: request.body?.twoFactorToken,
          }),
        ),
    );
  };
}
