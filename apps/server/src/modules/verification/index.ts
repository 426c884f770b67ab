import {
  type CustomerVerification,
  type CustomerVerificationState,
  cartBlockedReasons,
  LICENCE_ATTEMPTS_ALLOWED,
  type LicenceConfig,
  licenceStateNames,
  licenceStates,
  MIN_REGISTRATION_AGE,
  type VerificationDocumentType,
  type VerificationMethodStatus,
  type VerificationStatus,
  verificationMethodTypes,
} from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { finishConnectId, type StateSigner, startConnectId } from './connect-id';
import type { IdentityProvider } from './identity-provider';
import { customerVerifications } from './verification.tables';
import { type AccountHolder, licenceAttemptsMade, verifyByLicence } from './verify-licence';

export { CONNECT_ID_STATE_MINUTES } from './connect-id';
export {
  CONNECT_ID_RETURN_PATH,
  type ConnectIdProvider,
  connectIdFailures,
  type IdentityProvider,
  licenceFailures,
  SANDBOX_CONNECT_ID_PAGE,
  sandboxConnectIdIdentities,
  sandboxIdentityProvider,
  sandboxLicences,
} from './identity-provider';
export { customerVerifyRoutes, verificationRoutes } from './verification.routes';

const unverified: CustomerVerification = {
  status: 'unverified',
  documentType: null,
  reason: null,
  checkedBy: null,
  checkedAt: null,
};

/**
 * A verification method's status for GET /customer (decision 440): disabled when the shop does
 * not offer it; attempted once the customer is verified or has used every attempt (the licence
 * check and ConnectID share them, decision 442); in progress after a failed one; else not attempted.
 */
function methodStatus(offered: boolean, isVerified: boolean, made: number): VerificationMethodStatus {
  if (!offered) return 'disabled';
  if (isVerified || made >= LICENCE_ATTEMPTS_ALLOWED) return 'attempted';
  return made > 0 ? 'in_progress' : 'not_attempted';
}

/** GET /customer's isVerified, verification and verificationRules from the customer's record and attempts. */
function verificationState(
  current: CustomerVerification,
  made: number,
  offers: { licence: boolean; connectId: boolean },
  rules: { withdrawalRequiresVerification: boolean },
): CustomerVerificationState {
  const isVerified = current.status === 'verified';
  const licence = methodStatus(offers.licence, isVerified, made);
  const connectId = methodStatus(offers.connectId, isVerified, made);
  return {
    isVerified,
    verification: {
      status: current.status,
      reason: current.status === 'failed' ? current.reason : null,
      methods: verificationMethodTypes.map((type) => ({
        type,
        status: type === 'drivers_licence' ? licence : type === 'connect_id' ? connectId : 'disabled',
      })),
    },
    verificationRules: {
      withdrawalRequiresVerification: rules.withdrawalRequiresVerification,
      minimumAge: MIN_REGISTRATION_AGE,
      licenceAttemptsAllowed: LICENCE_ATTEMPTS_ALLOWED,
      licenceAttemptsLeft: Math.max(0, LICENCE_ATTEMPTS_ALLOWED - made),
    },
  };
}

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
  /** Signs ConnectID's state (decision 442); without it ConnectID is not offered. */
  secrets?: StateSigner;
  /** Segments whose customers buy only once verified (config.verifyToBuySegments; decision 441). */
  purchaseSegments?: readonly string[];
}) {
  const purchaseSegments = new Set(deps.purchaseSegments ?? []);
  const provider = deps.provider ?? null;
  const random = deps.random ?? cryptoRandom;
  const connectIdProvider = () =>
    provider?.connectId && deps.secrets ? { name: provider.name, connectId: provider.connectId } : null;
  const connectIdDeps = () => {
    const found = connectIdProvider();
    if (!found || !deps.secrets) {
      throw new AppError('not_found', { message: 'Verifying with ConnectID is not available.' });
    }
    return { ...deps, random, signer: deps.secrets, provider: found, verificationOf };
  };
  async function verificationOf(customerId: string, conn: Db | Tx = deps.db): Promise<CustomerVerification> {
    const [row] = await conn
      .select()
      .from(customerVerifications)
      .where(eq(customerVerifications.customerId, customerId));
    if (!row) return unverified;
    return {
      status: row.status as VerificationStatus,
      documentType: row.documentType as VerificationDocumentType | null,
      reason: row.reason,
      checkedBy: row.checkedBy,
      checkedAt: row.checkedAt.toISOString(),
    };
  }

  return {
    verificationOf,

    /**
     * GET /customer's isVerified, verification and verificationRules (decision 440). A method the
     * shop does not offer is disabled; the licence check is attempted once the customer is verified
     * or has used every attempt, in progress after a failed one, not attempted before.
     */
    async stateOf(
      customerId: string,
      rules: { withdrawalRequiresVerification: boolean },
    ): Promise<CustomerVerificationState> {
      const [current, made] = await Promise.all([verificationOf(customerId), licenceAttemptsMade(deps.db, customerId)]);
      return verificationState(
        current,
        made,
        { licence: provider !== null, connectId: connectIdProvider() !== null },
        rules,
      );
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
    startConnectId: (customerId: string) => startConnectId(connectIdDeps(), customerId),

    /** POST /customer/verification/connectid/callback: the provider's answer, once (decision 442). */
    finishConnectId: (customerId: string, holder: AccountHolder, input: { code: string; state: string }) =>
      finishConnectId(connectIdDeps(), customerId, holder, input),

    /** Sets the status in the caller's transaction (the flow writes the audit row beside it); answers before and after. */
    async setVerification(
      tx: Tx,
      input: {
        customerId: string;
        status: VerificationStatus;
        documentType?: VerificationDocumentType;
        reason: string;
        staffId: string;
      },
    ) {
      // Locks the customer's row (when there is one), so two staff members' checks apply one after the other.
      await tx
        .select({ id: customerVerifications.customerId })
        .from(customerVerifications)
        .where(eq(customerVerifications.customerId, input.customerId))
        .for('update');
      const before = await verificationOf(input.customerId, tx);
      const row = {
        status: input.status,
        documentType: input.documentType ?? null,
        reason: input.reason,
        checkedBy: input.staffId,
        checkedAt: deps.clock.now(),
      };
      await tx
        .insert(customerVerifications)
        .values({ customerId: input.customerId, ...row })
        .onConflictDoUpdate({ target: customerVerifications.customerId, set: row });
      return { before, after: await verificationOf(input.customerId, tx) };
    },
  };
}
export type Verification = ReturnType<typeof createVerification>;
