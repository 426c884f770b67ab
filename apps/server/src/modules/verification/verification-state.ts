import {
  type CustomerVerification,
  type CustomerVerificationState,
  LICENCE_ATTEMPTS_ALLOWED,
  type ManualUpload,
  MIN_REGISTRATION_AGE,
  type VerificationMethodStatus,
  type VerificationMethodType,
  verificationMethodTypes,
} from '@drawline/contracts';

/** What the shop offers this customer: a method left out here is disabled. */
export interface VerificationOffers {
  licence: boolean;
  connectId: boolean;
  auto: boolean;
  uploads: boolean;
}

/**
 * A provider check's status for GET /customer (decisions 440, 465): disabled when the shop does
 * not offer it; attempted once the customer is verified or has used every attempt (one limit for
 * the provider's checks, decision 442), or made the one automatic check; in progress after a
 * failed one; else not attempted.
 */
function providerStatus(offered: boolean, isVerified: boolean, made: number, once = false): VerificationMethodStatus {
  if (!offered) return 'disabled';
  if (isVerified || made >= LICENCE_ATTEMPTS_ALLOWED || once) return 'attempted';
  return made > 0 ? 'in_progress' : 'not_attempted';
}

/**
 * A manual upload method's status (decision 466): pending while the customer's upload of that kind
 * waits for staff; attempted once approved (or the customer is verified); in progress after a
 * rejection (they may upload again); else not attempted.
 */
function uploadStatus(offered: boolean, isVerified: boolean, latest: ManualUpload | null, kind: string) {
  if (!offered) return 'disabled' as const;
  if (isVerified) return 'attempted' as const;
  if (!latest || latest.kind !== kind) return 'not_attempted' as const;
  if (latest.status === 'pending') return 'pending' as const;
  return latest.status === 'approved' ? ('attempted' as const) : ('in_progress' as const);
}

/** GET /customer's isVerified, verification and verificationRules from the customer's record, attempts and uploads. */
export function verificationState(
  current: CustomerVerification,
  attempts: { made: number; autoMade: boolean },
  latest: ManualUpload | null,
  offers: VerificationOffers,
  rules: { withdrawalRequiresVerification: boolean },
): CustomerVerificationState {
  const isVerified = current.status === 'verified';
  const { made } = attempts;
  const statuses: Partial<Record<VerificationMethodType, VerificationMethodStatus>> = {
    drivers_licence: providerStatus(offers.licence, isVerified, made),
    connect_id: providerStatus(offers.connectId, isVerified, made),
    auto_verification: providerStatus(offers.auto, isVerified, made, attempts.autoMade),
    photo_id_upload: uploadStatus(offers.uploads, isVerified, latest, 'photo_id_upload'),
    pdf_form: uploadStatus(offers.uploads, isVerified, latest, 'pdf_form'),
  };
  return {
    isVerified,
    verification: {
      status: current.status,
      reason: current.status === 'failed' ? current.reason : null,
      methods: verificationMethodTypes.map((type) => ({ type, status: statuses[type] ?? 'disabled' })),
    },
    verificationRules: {
      withdrawalRequiresVerification: rules.withdrawalRequiresVerification,
      minimumAge: MIN_REGISTRATION_AGE,
      licenceAttemptsAllowed: LICENCE_ATTEMPTS_ALLOWED,
      licenceAttemptsLeft: Math.max(0, LICENCE_ATTEMPTS_ALLOWED - made),
    },
  };
}
