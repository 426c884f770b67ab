import {
  type ConnectIdStartAnswer,
  type CustomerVerification,
  connectIdCallbackRequestSchema,
  connectIdStartAnswerSchema,
  type LicenceConfig,
  licenceConfigSchema,
  licenceVerificationAnswerSchema,
  licenceVerificationRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { type ManualVerificationRouteDeps, manualVerificationRoutes } from './manual-verification.routes';
import { sandboxConnectIdPage } from './sandbox-connect-id.page';
import type { AccountHolder } from './verify-licence';

export interface VerificationRouteDeps {
  verification: {
    verifyByLicence(
      customerId: string,
      holder: AccountHolder,
      licence: z.output<typeof licenceVerificationRequestSchema>,
    ): Promise<CustomerVerification>;
    startConnectId(customerId: string, segmentName: string): Promise<ConnectIdStartAnswer>;
    finishConnectId(
      customerId: string,
      segmentName: string,
      holder: AccountHolder,
      input: { code: string; state: string },
    ): Promise<CustomerVerification>;
    offersConnectId(): boolean;
    /** The sandbox provider's ConnectID page is served only where that provider is the shop's. */
    servesSandboxConnectId?(): boolean;
  } & ManualVerificationRouteDeps['verification'];
  /** The account's name and date of birth (the identity module's, handed in: this module reads no other's tables). */
  holderOf(customerId: string): Promise<AccountHolder>;
}

/** The customer's own ID verification calls (3-account.md §7 Customer; decision 404). */
export function verificationRoutes(deps: VerificationRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customer/verification/licence',
      {
        ...customerOnly,
        schema: {
          tags: ['verification'],
          body: licenceVerificationRequestSchema,
          response: { 200: envelopeOf(licenceVerificationAnswerSchema) },
        },
      },
      async (request) => {
        const { customerId } = requireCustomer(request);
        const holder = await deps.holderOf(customerId);
        return ok(await deps.verification.verifyByLicence(customerId, holder, request.body));
      },
    );

    // ConnectID (decision 442): the start answers the provider's page with a signed state.
    app.post(
      '/customer/verification/connectid',
      {
        ...customerOnly,
        schema: { tags: ['verification'], response: { 200: envelopeOf(connectIdStartAnswerSchema) } },
      },
      async (request) => {
        const { customerId, segmentName } = requireCustomer(request);
        return ok(await deps.verification.startConnectId(customerId, segmentName));
      },
    );

    // The callback the verify account page makes with what ConnectID sent back.
    app.post(
      '/customer/verification/connectid/callback',
      {
        ...customerOnly,
        schema: {
          tags: ['verification'],
          body: connectIdCallbackRequestSchema,
          response: { 200: envelopeOf(licenceVerificationAnswerSchema) },
        },
      },
      async (request) => {
        const { customerId, segmentName } = requireCustomer(request);
        const holder = await deps.holderOf(customerId);
        return ok(await deps.verification.finishConnectId(customerId, segmentName, holder, request.body));
      },
    );

    // POST /customer/verify and the manual upload (decisions 465, 466).
    await app.register(manualVerificationRoutes(deps));

    if (deps.verification.servesSandboxConnectId?.()) await app.register(sandboxConnectIdPage());
  };
}

/**
 * The customer verification base (/customer-verify, v1.0; 1-platform.md §7): GET /config/licence,
 * what the licence form offers (decision 440). The same for everyone, so kept an hour.
 */
export function customerVerifyRoutes(deps: {
  verification: { licenceConfig(): LicenceConfig };
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config/licence',
      {
        config: { version: '1.0', cache: { seconds: 3600 } },
        schema: { tags: ['verification'], response: { 200: envelopeOf(licenceConfigSchema) } },
      },
      async () => ok(deps.verification.licenceConfig()),
    );
  };
}
