import {
  type CustomerVerificationState,
  cartBlockedReasons,
  LICENCE_ATTEMPTS_ALLOWED,
  type LicenceConfig,
  licenceStateNames,
  licenceStates,
  MIN_REGISTRATION_AGE,
} from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { createCapabilitiesService } from '../capabilities';
import { finishConnectId, type StateSigner, startConnectId } from './connect-id';
import { createManualVerification } from './create-manual-verification';
import type { IdentityProvider } from './identity-provider';
import type { DocumentSealer } from './manual-uploads';
import { readVerificationFacts } from './verification-facts';
import { readVerification, type VerificationRecordInput, writeVerification } from './verification-record';
import { verificationState } from './verification-state';
import { type AccountHolder, verifyByLicence } from './verify-licence';

export { CONNECT_ID_STATE_MINUTES } from './connect-id';
export {
  CONNECT_ID_RETURN_PATH,
  type ConnectIdProvider,
  connectIdFailures,
  type IdentityProvider,
  identityFailures,
  licenceFailures,
  SANDBOX_CONNECT_ID_PAGE,
  sandboxAutoIdentities,
  sandboxConnectIdIdentities,
  sandboxIdentityProvider,
  sandboxLicences,
} from './identity-provider';
export { sniffDocumentType } from './manual-documents';
export { customerVerifyRoutes, verificationRoutes } from './verification.routes';

/**
 * The customer's identity verification (docs/decisions/272): staff set the status after checking
 * a document. The storefront's own verification calls (3-account.md) are not built yet; when they
 * are, they write here too, and `verify_account_required` reads `verificationOf`.
 */
/**
 * `provider`: who checks documents (decision 404); none (the default, and production without a
 * real provider) answers the customer's checks 404, so the sandbox never verifies a real shop's customer.
 */
export function createVerification(deps: {
  db: Db;
  clock: Clock;
  /** Names each attempt; cryptographic when not given (the readers that only read pass none). */
  random?: { uuid(): string };
  provider?: IdentityProvider | null;
  /**
   * Signs ConnectID's state (decision 442) and seals uploaded documents (decision 466); without it
   * neither ConnectID nor uploads are offered.
   */
  secrets?: StateSigner & Partial<DocumentSealer>;
  /** Segments whose customers buy only once verified (config.verifyToBuySegments; decision 441). */
  purchaseSegments?: readonly string[];
}) {
  const purchaseSegments = new Set(deps.purchaseSegments ?? []);
  const provider = deps.provider ?? null;
  const random = deps.random ?? cryptoRandom;
  const capabilities = createCapabilitiesService({ db: deps.db });
  const sealer = deps.secrets?.encrypt && deps.secrets.decrypt ? (deps.secrets as DocumentSealer) : undefined;
  /** ConnectID is offered where the provider has it and the customer's segment has its capability. */
  const connectIdOn = (segmentName: string) => capabilities.customerHas(segmentName, 'verification_connect_id');
  const connectIdProvider = () =>
    provider?.connectId && deps.secrets ? { name: provider.name, connectId: provider.connectId } : null;
  const connectIdDeps = async (segmentName: string) => {
    const found = connectIdProvider();
    if (!found || !deps.secrets || !(await connectIdOn(segmentName))) {
      throw new AppError('not_found', { message: 'Verifying with ConnectID is not available.' });
    }
    return { ...deps, random, signer: deps.secrets, provider: found, verificationOf };
  };
  const verificationOf = (customerId: string, conn: Db | Tx = deps.db) => readVerification(conn, customerId);
  const setVerification = (tx: Tx, input: VerificationRecordInput) => writeVerification(deps.clock, tx, input);

  return {
    verificationOf,

    /**
     * GET /customer's isVerified, verification and verificationRules (decision 440). A method the
     * shop does not offer is disabled; the licence check is attempted once the customer is verified
     * or has used every attempt, in progress after a failed one, not attempted before.
     */
    async stateOf(
      customerId: string,
      rules: { withdrawalRequiresVerification: boolean; connectIdAllowed: boolean },
    ): Promise<CustomerVerificationState> {
      const { current, attempts, latest } = await readVerificationFacts(deps.db, customerId);
      const { connectIdAllowed } = rules;
      const offers = {
        licence: provider !== null,
        connectId: connectIdProvider() !== null && connectIdAllowed,
        auto: provider?.checkIdentity !== undefined,
        uploads: sealer !== undefined,
      };
      return verificationState(current, attempts, latest, offers, rules);
    },

    /** GET /customer-verify/config/licence (v1.0): the same for everyone, so cacheable. */
    licenceConfig(): LicenceConfig {
      return {
        states: licenceStates.map((code) => ({ code, name: licenceStateNames[code] })),
        attemptsAllowed: LICENCE_ATTEMPTS_ALLOWED,
        minimumAge: MIN_REGISTRATION_AGE,
      };
    },

    /**
     * The cart's `verify_account_required` blocked reason (2-shopping.md §4; decision 441): the
     * customer's segment buys only once verified, and they are not.
     */
    async purchaseBlockedReasons(customerId: string, segmentName: string): Promise<Record<string, string>> {
      if (!purchaseSegments.has(segmentName)) return {};
      if ((await verificationOf(customerId)).status === 'verified') return {};
      return { verify_account_required: cartBlockedReasons.verify_account_required.message({}) };
    },

    /** Refuses a purchase the cart shows blocked by verification: 403 `verify_account_required`, nothing changed. */
    async refuseUnverifiedPurchase(customerId: string, segmentName: string): Promise<void> {
      const reasons = await this.purchaseBlockedReasons(customerId, segmentName);
      const message = reasons.verify_account_required;
      if (message) throw new AppError('verify_account_required', { message });
    },

    /** Whether the shop can check a licence at all (a provider is configured). */
    offersLicenceCheck: () => provider !== null,

    /** POST /customer/verification/licence: the provider's check of a driver licence (decision 404). */
    async verifyByLicence(customerId: string, holder: AccountHolder, licence: Parameters<typeof verifyByLicence>[3]) {
      if (!provider) {
        throw new AppError('not_found', { message: 'Verifying with a driver licence is not available.' });
      }
      return verifyByLicence({ ...deps, random, provider, verificationOf }, customerId, holder, licence);
    },

    /** Whether the shop offers ConnectID (a provider with it and a signer for its state). */
    offersConnectId: () => connectIdProvider() !== null,
    servesSandboxConnectId: () => connectIdProvider() !== null && provider?.name === 'sandbox',

    /** POST /customer/verification/connectid: where to send the customer (decision 442). */
    startConnectId: async (customerId: string, segmentName: string) =>
      startConnectId(await connectIdDeps(segmentName), customerId),

    /** POST /customer/verification/connectid/callback: the provider's answer, once (decision 442). */
    finishConnectId: async (
      customerId: string,
      segmentName: string,
      holder: AccountHolder,
      input: { code: string; state: string },
    ) => finishConnectId(await connectIdDeps(segmentName), customerId, holder, input),

    setVerification,

    ...createManualVerification({ ...deps, random, provider, sealer, verificationOf, setVerification }),
  };
}
export type Verification = ReturnType<typeof createVerification>;
