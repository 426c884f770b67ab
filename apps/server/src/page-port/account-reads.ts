import {
  type CustomerPortReads,
  communicationPreferencesParamsSchema,
  communicationPreferencesQuerySchema,
  communicationPreferencesSchema,
  customerDetailsSchema,
  twoFactorConfigSchema,
} from '@drawline/contracts';
import type { IdentityModule } from '../modules/identity';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

type AccountReads = Pick<CustomerPortReads, 'customerDetails' | 'twoFactorConfig' | 'communicationPreferences'>;

/** The my-account pages' reads, as modules/identity's customer and two-factor routes run them. */
export function accountReads(
  { identity }: { identity: Pick<IdentityModule, 'customer' | 'accounts' | 'twoFactor'> },
  kit: PortKit,
): AccountReads {
  const { call, signedIn, viewer } = kit;
  return {
    customerDetails: () =>
      call(async () => customerDetailsSchema.parse(await identity.customer.details((await signedIn()).customerId))),

    twoFactorConfig: () =>
      call(async () => {
        const customer = await identity.accounts.customerRef((await signedIn()).customerId);
        return twoFactorConfigSchema.parse(await identity.twoFactor.config(customer));
      }),

    // The customer's own when signed in, or anyone's with the token of the link emailed to them.
    communicationPreferences: (customerId, query = {}) =>
      call(async () => {
        const params = parseInput(communicationPreferencesParamsSchema, { id: customerId });
        const asked = parseInput(communicationPreferencesQuerySchema, query);
        const { auth } = await viewer();
        return communicationPreferencesSchema.parse(
          await identity.customer.communicationPreferences(params.id, auth, asked.token),
        );
      }),
  };
}
