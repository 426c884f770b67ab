import {
  acceptTermsRequestSchema,
  closeAccountRequestSchema,
  communicationPreferencesParamsSchema,
  communicationPreferencesQuerySchema,
  communicationPreferencesSchema,
  confirmAddressRequestSchema,
  confirmEmailAnswerSchema,
  confirmEmailRequestSchema,
  customerDetailsSchema,
  favouriteNumbersAnswerSchema,
  favouriteNumbersRequestSchema,
  termsAnswerSchema,
  updateCommunicationPreferencesRequestSchema,
  updateCustomerDetailsRequestSchema,
  updateOfferPreferencesRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Elevation, requireCustomer, requireElevation } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { formCall } from '../../platform/json-bodies';
import { envelopeOf } from '../../platform/schemas';
import type { CustomerService } from './create-customer-account';
import { clearSessionCookies } from './session-cookies';

export interface CustomerRouteDeps {
  customer: CustomerService;
  elevation: Elevation;
  cookieSecure: boolean;
}

const idParams = communicationPreferencesParamsSchema;
const offerParams = idParams.extend({ productOfferKey: z.string().min(1).max(100) });
const tokenQuery = communicationPreferencesQuerySchema;

/** The customer's own account (3-account.md §7 Customer). */
export function customerRoutes(deps: CustomerRouteDeps): FastifyPluginAsyncZod {
  const { customer } = deps;
  const elevated = requireElevation(deps.elevation);
  const tags = ['customer'];
  return async (app) => {
    app.delete(
      '/customer',
      // A form (3-account.md §7 DELETE /customer).
      { preHandler: elevated, config: formCall, schema: { tags, body: closeAccountRequestSchema.nullish() } },
      async (request, reply) => {
        await customer.close(requireCustomer(request).customerId, request.body?.reason);
        clearSessionCookies(reply, deps.cookieSecure);
        return reply.status(204).send();
      },
    );

    app.get(
      '/customer/details',
      { config: { version: '3.2' }, schema: { tags, response: { 200: envelopeOf(customerDetailsSchema) } } },
      async (request) => ok(await customer.details(requireCustomer(request).customerId)),
    );

    app.post(
      '/customer/details',
      {
        config: { version: '3.2' },
        preHandler: elevated,
        schema: {
          tags,
          body: updateCustomerDetailsRequestSchema,
          response: { 200: envelopeOf(customerDetailsSchema) },
        },
      },
      async (request) => ok(await customer.updateDetails(requireCustomer(request).customerId, request.body)),
    );

    app.put(
      '/favourite-numbers',
      {
        schema: {
          tags,
          body: favouriteNumbersRequestSchema,
          response: { 200: envelopeOf(favouriteNumbersAnswerSchema) },
        },
      },
      async (request) =>
        ok(await customer.setFavouriteNumbers(requireCustomer(request).customerId, request.body.favouriteNumbers)),
    );

    app.patch(
      '/customer/confirm-address',
      {
        schema: {
          tags,
          body: confirmAddressRequestSchema.nullish(),
          response: { 200: envelopeOf(z.object({ addressConfirmationRequired: z.boolean() })) },
        },
      },
      async (request) => ok(await customer.confirmAddress(requireCustomer(request).customerId, request.body?.address)),
    );

    app.patch(
      '/customer/confirm-email-address',
      {
        schema: {
          tags,
          body: confirmEmailRequestSchema.nullish(),
          response: { 200: envelopeOf(confirmEmailAnswerSchema) },
        },
      },
      async (request) =>
        ok(await customer.confirmEmail({ token: request.body?.token, customerId: request.auth?.customerId })),
    );

    app.get(
      '/customer/:id/communication-preferences',
      {
        schema: {
          tags,
          params: idParams,
          querystring: tokenQuery,
          response: { 200: envelopeOf(communicationPreferencesSchema) },
        },
      },
      async (request) =>
        ok(await customer.communicationPreferences(request.params.id, request.auth, request.query.token)),
    );

    app.put(
      '/customer/:id/communication-preferences',
      {
        schema: {
          tags,
          params: idParams,
          querystring: tokenQuery,
          body: updateCommunicationPreferencesRequestSchema,
          response: { 200: envelopeOf(communicationPreferencesSchema) },
        },
      },
      async (request) =>
        ok(
          await customer.updateCommunicationPreferences(request.params.id, request.auth, {
            preferences: request.body.preferences,
            token: request.body.token ?? request.query.token,
          }),
        ),
    );

    app.put(
      '/customer/:id/communication-preferences/:productOfferKey',
      {
        schema: {
          tags,
          params: offerParams,
          querystring: tokenQuery,
          body: updateOfferPreferencesRequestSchema,
          response: { 200: envelopeOf(communicationPreferencesSchema) },
        },
      },
      async (request) =>
        ok(
          await customer.updateOfferPreferences(request.params.id, request.params.productOfferKey, request.auth, {
            ...request.body,
            token: request.body.token ?? request.query.token,
          }),
        ),
    );

    app.post(
      '/customer/terms-and-conditions',
      { schema: { tags, body: acceptTermsRequestSchema.nullish(), response: { 200: envelopeOf(termsAnswerSchema) } } },
      async (request) => ok(await customer.acceptTerms(requireCustomer(request).customerId, request.body?.version)),
    );
  };
}
