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
