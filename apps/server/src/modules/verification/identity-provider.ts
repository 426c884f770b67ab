import type { LicenceState } from '@drawline/contracts';

/** What the shop asks an identity provider about a driver licence: the licence and whose it should be. */
export interface LicenceCheck {
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD, as on the account. */
  dateOfBirth: string;
  licenceNumber: string;
  state: LicenceState;
  cardNumber?: string;
}

/** The provider's answer: a match, or why not (safe to show the customer and keep; never the numbers). */
export type LicenceAnswer = { outcome: 'verified' } | { outcome: 'failed'; reason: string };

/**
 * An identity provider (decision 404): the built-in sandbox, or a real one behind the same
 * interface. `name` is kept as who checked the document.
 */
export interface IdentityProvider {
  readonly name: string;
  checkLicence(check: LicenceCheck): Promise<LicenceAnswer>;
  /** The automatic check of the account's own details against the provider's sources (decision 465). */
  checkIdentity?(holder: { firstname: string; lastname: string; dateOfBirth: string }): Promise<IdentityAnswer>;
  /** ConnectID (decision 442), when the provider offers it. */
  readonly connectId?: ConnectIdProvider;
}

/** What the bank confirmed through ConnectID: the holder's date of birth, or why not. */
export type ConnectIdAnswer = { outcome: 'verified'; dateOfBirth: string } | { outcome: 'failed'; reason: string };

/**
 * ConnectID's redirect (decision 442): where the customer is sent with the shop's signed state,
 * and the exchange of the code the provider sends back for its answer about the account's holder
 * (undefined for a code it never issued). A real provider's client sits behind the same two calls.
 */
export interface ConnectIdProvider {
  authorizeUrl(state: string): string;
  exchange(
    code: string,
    holder: { firstname: string; lastname: string; dateOfBirth: string },
    now: Date,
  ): Promise<ConnectIdAnswer | undefined>;
}

/**
 * The automatic check's answer (decision 465): a match, a mismatch, or no source holds the
 * person, so a person must look at a document (the customer is asked to upload one).
 */
export type IdentityAnswer =
  | { outcome: 'verified' }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'manual_check'; reason: string };

/**
 * The sandbox's published test identities for the automatic check (README, decision 465), by the
 * account's last name: one verifies, one does not match; any other name is on none of the
 * sandbox's sources and needs a manual check, as a real provider answers for someone it cannot find.
 */
export const sandboxAutoIdentities = {
  verifies: 'Autoverified',
  fails: 'Mismatched',
} as const;

export const identityFailures = {
  mismatch: 'The details on your account do not match the identity sources we checked.',
  manualCheck: 'We could not confirm your identity automatically. Upload a photo of your ID for our team to check.',
} as const;

/** The sandbox's ConnectID page, served by the shop's own server (verification.routes.ts). */
export const SANDBOX_CONNECT_ID_PAGE = '/v2/sandbox-identity/connectid';
/** Where ConnectID sends the customer back: the verify account page, which calls the callback. */
export const CONNECT_ID_RETURN_PATH = '/my-account/verify-account';

/** The sandbox's published ConnectID test identities (README, decision 442). */
export const sandboxConnectIdIdentities = {
  verifies: 'Confirms the name and date of birth on the account',
  fails: 'The bank holds a different name and date of birth',
  under_age: 'The bank confirms a holder aged 16',
} as const;
export type SandboxConnectIdIdentity = keyof typeof sandboxConnectIdIdentities;

export const connectIdFailures = {
  mismatch: 'Your bank could not confirm the name and date of birth on your account.',
} as const;

function sandboxConnectId(): ConnectIdProvider {
  return {
    authorizeUrl: (state) => `${SANDBOX_CONNECT_ID_PAGE}?state=${encodeURIComponent(state)}`,
    async exchange(code, holder, now) {
      switch (code) {
        case 'sandbox-verifies':
          return { outcome: 'verified', dateOfBirth: holder.dateOfBirth };
        case 'sandbox-fails':
          return { outcome: 'failed', reason: connectIdFailures.mismatch };
        case 'sandbox-under_age': {
          const sixteen = new Date(now);
          sixteen.setUTCFullYear(sixteen.getUTCFullYear() - 16);
          return { outcome: 'verified', dateOfBirth: sixteen.toISOString().slice(0, 10) };
        }
        default:
          return undefined;
      }
    },
  };
}

/**
 * The sandbox's published test licences (README, decision 404), of any state: one matches whoever
 * sends it, one is a licence whose holder differs, one was reported stolen. Any other number is
 * not on the sandbox's register, as a real provider answers for a typo.
 */
export const sandboxLicences = {
  matches: '10000001',
  otherHolder: '10000002',
  cancelled: '10000003',
} as const;

export const licenceFailures = {
  notFound: 'No licence with these details was found. Check the number and state, or verify another way.',
  otherHolder: 'The licence does not match the name and date of birth on your account.',
  cancelled: 'This licence is not current. Verify with another document.',
} as const;

/** The built-in sandbox provider: answers as a real one would, from the published test licences only. */
export function sandboxIdentityProvider(): IdentityProvider {
  return {
    name: 'sandbox',
    connectId: sandboxConnectId(),
    async checkIdentity(holder) {
      const name = holder.lastname.trim().toLowerCase();
      if (name === sandboxAutoIdentities.verifies.toLowerCase()) return { outcome: 'verified' };
      if (name === sandboxAutoIdentities.fails.toLowerCase())
        return { outcome: 'failed', reason: identityFailures.mismatch };
      return { outcome: 'manual_check', reason: identityFailures.manualCheck };
    },
    async checkLicence(check) {
      switch (check.licenceNumber.toUpperCase()) {
        case sandboxLicences.matches:
          return { outcome: 'verified' };
        case sandboxLicences.otherHolder:
          return { outcome: 'failed', reason: licenceFailures.otherHolder };
        case sandboxLicences.cancelled:
          return { outcome: 'failed', reason: licenceFailures.cancelled };
        default:
          return { outcome: 'failed', reason: licenceFailures.notFound };
      }
    },
  };
}
