import {
  type AccountPort,
  connectIdCallbackRequestSchema,
  connectIdStartAnswerSchema,
  licenceVerificationAnswerSchema,
  licenceVerificationRequestSchema,
} from '@drawline/contracts';
import type { IdentityModule } from '../modules/identity';
import type { Verification } from '../modules/verification';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

/**
 * The customer's own ID verification on the pages' port (decisions 404, 440, 442): a driver
 * licence check and the ConnectID round trip, each running what its route runs, against the
 * account's own name and date of birth.
 */
export function verificationCalls(
  deps: {
    identity: Pick<IdentityModule, 'customer'>;
    verification: Pick<Verification, 'verifyByLicence' | 'startConnectId' | 'finishConnectId'>;
  },
  kit: PortKit,
): Pick<AccountPort, 'verifyByLicence' | 'startConnectId' | 'finishConnectId'> {
  const { customer } = deps.identity;
  const { call, signedIn } = kit;
  return {
    verifyByLicence: (body) =>
      call(async () => {
        const { customerId } = await signedIn();
        const licence = parseInput(licenceVerificationRequestSchema, body);
        // Whose licence it should be: the account's, as the route hands it (app-routes.ts).
        const { firstname, lastname, dateOfBirth } = await customer.details(customerId);
        const holder = { firstname, lastname, dateOfBirth };
        return licenceVerificationAnswerSchema.parse(
          await deps.verification.verifyByLicence(customerId, holder, licence),
        );
      }),

    startConnectId: () =>
      call(async () => {
        const { customerId, segmentName } = await signedIn();
        return connectIdStartAnswerSchema.parse(await deps.verification.startConnectId(customerId, segmentName));
      }),

    finishConnectId: (body) =>
      call(async () => {
        const { customerId, segmentName } = await signedIn();
        const answer = parseInput(connectIdCallbackRequestSchema, body);
        const { firstname, lastname, dateOfBirth } = await customer.details(customerId);
        const holder = { firstname, lastname, dateOfBirth };
        return licenceVerificationAnswerSchema.parse(
          await deps.verification.finishConnectId(customerId, segmentName, holder, answer),
        );
      }),
  };
}
