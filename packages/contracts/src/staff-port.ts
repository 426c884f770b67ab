import { z } from 'zod';
import type { StaffCampaignsPort } from './analytics';
import type { StaffBpayPort } from './bpay';
import type { StaffCataloguePicturesPort } from './catalogue-pictures';
import type { StaffContentPort } from './cms-console';
import type { StaffSocialPort } from './console-social';
import type { StaffDirectDebitPort } from './direct-debit';
import type { StaffFeedbackPort } from './feedback';
import type { StaffVerificationPort } from './manual-verification';
import type { StaffPartnersPort } from './partners';
import type { StaffPlacementsPort } from './placements';
import type { StaffResultCorrectionPort } from './settlement';
import type {
  AuditEntry,
  addedStaffMemberSchema,
  addStaffMemberRequestSchema,
  auditListQuerySchema,
  lockStaffMemberRequestSchema,
  StaffChallenge,
  StaffMember,
  StaffMemberAdminView,
  StaffSession,
  staffMeSchema,
  staffRolesRequestSchema,
  staffSignInRequestSchema,
  staffTwoFactorRequestSchema,
} from './staff';
import type { StaffConsolePort } from './staff-port-console';

/** The signed-in member as GET /me answers them: their roles and when the session ends. */
export type StaffMe = z.infer<typeof staffMeSchema>;

/** A list call's answer as a staff port gives it: the envelope's result and pageInfo. */
export interface StaffPage<T> {
  items: T[];
  pageInfo: { limit: number; offset: number; total: number } | null;
}

/** A staff call's path id, as the staff routes read one (1 to 100 characters). */
export const staffPathIdSchema = z.string().min(1).max(100);

/**
 * The console's sign-in and who am I (docs/decisions/160, 230); the staff port's calls are those
 * of the staff API under /staff/api, named beside each, for the staff token the console holds.
 */
export interface StaffSignInPort {
  /** POST /session: the password step, answered with the challenge for the code step. */
  startSignIn(body: z.input<typeof staffSignInRequestSchema>): Promise<StaffChallenge>;
  /** POST /session/two-factor: the challenge and the authenticator's code open a staff session. */
  completeSignIn(body: z.input<typeof staffTwoFactorRequestSchema>): Promise<StaffSession>;
  /** DELETE /session: ends the staff session the port was made for. */
  signOut(): Promise<null>;
  /** GET /me: the signed-in member; 401 without a live staff session. */
  me(): Promise<StaffMe>;
}

/** Administrators' calls: staff accounts (docs/decisions/270, 271) and the audit log. */
export interface StaffAdminPort {
  /** GET /staff-members. */
  staffMembers(): Promise<StaffMemberAdminView[]>;
  /** POST /staff-members: the first password is answered this once. */
  addStaffMember(body: z.input<typeof addStaffMemberRequestSchema>): Promise<z.infer<typeof addedStaffMemberSchema>>;
  /** PUT /staff-members/{staffId}/roles. */
  changeStaffRoles(staffId: string, body: z.input<typeof staffRolesRequestSchema>): Promise<StaffMember>;
  /** POST /staff-members/{staffId}/lock or /unlock. */
  lockStaffMember(
    staffId: string,
    locked: boolean,
    body?: z.input<typeof lockStaffMemberRequestSchema>,
  ): Promise<StaffMember>;
  /** POST /staff-members/{staffId}/reset-two-factor. */
  resetStaffTwoFactor(staffId: string): Promise<StaffMember>;
  /** GET /audit: one page of the audit log, newest first. */
  audit(query: z.input<typeof auditListQuerySchema>): Promise<StaffPage<AuditEntry>>;
}

/**
 * The staff port (docs/decisions/333): what the console's loaders and actions call in process
 * instead of the staff API over HTTP, for the staff token the console's cookie holds. Each call
 * runs what its staff route runs: the same staff session and role check, the same flow with its
 * audit row, the same refusal (a PortRefusal with the envelope the call answers over HTTP).
 */
export interface StaffPort
  extends StaffSignInPort,
    StaffAdminPort,
    StaffConsolePort,
    StaffContentPort,
    StaffCataloguePicturesPort,
    StaffFeedbackPort,
    StaffPlacementsPort,
    StaffPartnersPort,
    StaffBpayPort,
    StaffDirectDebitPort,
    StaffResultCorrectionPort,
    StaffCampaignsPort,
    StaffSocialPort,
    StaffVerificationPort {}
