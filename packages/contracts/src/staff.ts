import { z } from 'zod';
import { emailSchema } from './identity';
import { isTwoFactorCode } from './two-factor';

/**
 * Staff (the back office; docs/decisions/160-162). The role names are rows of the staff_roles
 * table; this list is how code names them when it checks one. Roles are not ranked: an
 * administrator manages staff and reads the audit log, and holds another role to do its work.
 */
export const staffRoles = ['administrator', 'draw_operator', 'finance', 'support', 'content_editor'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles, { error: 'Choose roles from the list' });

/** Where the staff API lives; it answers only staff tokens (docs/decisions/161). */
export const STAFF_API_PREFIX = '/staff/api';
/** A staff session ends after this long without a call... */
export const STAFF_SESSION_IDLE_SECONDS = 30 * 60;
/** ...and this long after sign-in, whatever happens (docs/decisions/160). */
export const STAFF_SESSION_MAX_SECONDS = 8 * 60 * 60;
/** The time between the password step and the code step. */
export const STAFF_CHALLENGE_SECONDS = 5 * 60;
/** Wrong passwords or codes in a row that lock a staff account until an administrator unlocks it. */
export const STAFF_MAX_FAILED_ATTEMPTS = 5;

const code = z.string().trim().refine(isTwoFactorCode, { message: 'Enter the 6 digit code' });

export const staffSignInRequestSchema = z.object({ email: emailSchema, password: z.string().min(1).max(256) });
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

export const staffEnrolmentSchema = z.object({
  /** The authenticator secret in base32, for typing in. */
  secret: z.string(),
  /** The otpauth:// URI an authenticator app reads from a QR code. */
  otpauthUri: z.string(),
});

/** The password was right: the code step comes next, with the enrolment on a first sign-in. */
export const staffChallengeSchema = z.object({
  challengeToken: z.string(),
  expiresIn: z.number().int(),
  enrolment: staffEnrolmentSchema.nullable(),
});
export type StaffChallenge = z.infer<typeof staffChallengeSchema>;

export const staffTwoFactorRequestSchema = z.object({ challengeToken: z.string().min(1).max(2000), code });

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(staffRoleSchema),
  lockedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A member as administrators see them in the staff list (docs/decisions/270). */
export const staffMemberAdminViewSchema = staffMemberSchema.extend({
  lockedReason: z.string().nullable(),
  /** False until the member's first good code (a new member, or after a reset of their two-factor). */
  twoFactorEnrolled: z.boolean(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMemberAdminView = z.infer<typeof staffMemberAdminViewSchema>;

/** A member just added: `firstPassword` is shown this once and kept nowhere (docs/decisions/270). */
export const addedStaffMemberSchema = staffMemberSchema.extend({ firstPassword: z.string().nullable() });

export const staffMeSchema = staffMemberSchema.extend({
  sessionExpiresAt: z.string(),
  idleTimeoutSeconds: z.number().int(),
});

/** A staff session: send the token as `Authorization: Bearer <token>` on every staff call. */
export const staffSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  idleTimeoutSeconds: z.number().int(),
  staff: staffMemberSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffId: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  address: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  /** Only actions that start with this (`balance_correction.`, `staff.lock`). */
  action: z.string().trim().min(1).max(100).optional(),
  /** Only what this staff member did. */
  staff_id: z.string().trim().min(1).max(100).optional(),
});

const chooseARole = 'Choose at least one role';

/**
 * An administrator adds a member; the member enrols the authenticator at the first sign-in.
 * Without a password the shop makes a first one and answers it once (the console does this).
 */
export const addStaffMemberRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(256).optional(),
  roles: z.array(staffRoleSchema).min(1, chooseARole),
});
export const staffRolesRequestSchema = z.object({ roles: z.array(staffRoleSchema).min(1, chooseARole) });
export const lockStaffMemberRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Write why, or leave it empty')
    .max(200, 'Keep the reason to 200 characters')
    .optional(),
});
