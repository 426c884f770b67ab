import { z } from 'zod';
import { ageOn, isCalendarDate } from './aest';
import { formMessages } from './forms';
import { isTwoFactorCode, twoFactorMethods } from './two-factor';

/**
 * The calls (under /v2; docs/decisions/050-058):
 *   POST /signup (v3.5), POST /check-email, POST /login, GET /logout (204), POST /refresh,
 *   POST /autologin (v3.3), POST /transfer (form), POST /password/forgot, POST /password/reset/verify,
 *   POST /password/reset (204), POST /password/force-change (204), POST /customer/change-password (form, 204),
 *   GET /customer/two-factor-auth, POST|PUT /customer/two-factor-auth/authenticator,
 *   POST|PUT /customer/two-factor-auth/email, DELETE /customer/two-factor-auth,
 *   POST /customer/two-factor-auth/send-code.
 * Sign-in, sign-up, tokens, two-factor and elevation (3-account.md §4, §7, §8; 1-platform.md §7, §8).
 * Request schemas describe bodies after the server's snake_case to camelCase conversion: the web
 * sends `refresh_token`, the server reads `refreshToken`. Form calls (transfer, change password,
 * close account) send strings, so their booleans accept 'true'/'false' too.
 */

/** Passwords (docs/decisions/051). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Tokens and sessions (docs/decisions/050). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh token lasts the session timeout from its issue; each refresh issues a new one. */
export const REFRESH_TOKEN_TTL_SECONDS = 3600;
/** However often it is refreshed, a sign-in lasts at most this long. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * Elevation (1-platform.md §8; docs/decisions/054): a sensitive call answers 403 with
 * messages[0].code REQUIRED and a TwoFactorChallenge as result; the client replays the same
 * request with the code in this header. A wrong code answers 400 2fa_incorrect, a locked account
 * 423 2fa_account_locked. POST /refresh with `otp` elevates the session too.
 */
export const ELEVATION_OTP_HEADER = 'otp';
export const ELEVATION_MESSAGE_CODE = 'REQUIRED';
export const ELEVATION_WINDOW_SECONDS = 10 * 60;

/** Single-use links and tokens (docs/decisions/052). */
export const AUTOLOGIN_TOKEN_TTL_SECONDS = 5 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const EMAIL_CONFIRMATION_TTL_SECONDS = 7 * 24 * 3600;

/** Cookies this server sets besides the spec's (1-platform.md §9): both signed, both HttpOnly. */
export const identityCookieNames = {
  /** Remembers a device that passed two-factor for rememberForDays, and one that signed in before. */
  deviceToken: 'device_token',
} as const;

const bool = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'on']).transform((v) => v !== 'false' && v !== '0'),
]);
/** An empty field says only that it is required (3-account.md §5), not that it is also malformed. */
const required = { error: formMessages.required, abort: true } as const;

export const emailSchema = z.string().trim().min(1, required).toLowerCase().max(254).email(formMessages.email);
/** A two-factor code (3-account.md §5). */
export const twoFactorCodeSchema = z.string().trim().refine(isTwoFactorCode, formMessages.twoFactorCode);
const code = twoFactorCodeSchema;
/** The password rules beyond length are the server's (common passwords); it answers password_too_weak. */
const newPassword = z.string().min(1, required).max(PASSWORD_MAX_LENGTH);

/** Long enough: counted in characters (code points), as people count them (docs/decisions/051). */
export function isLongEnoughPassword(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH;
}

export const attributionSchema = z.object({
  referrer: z.string().max(2000).optional(),
  campaign: z.string().max(200).optional(),
  medium: z.string().max(200).optional(),
  source: z.string().max(200).optional(),
  term: z.string().max(200).optional(),
  content: z.string().max(200).optional(),
  referringDomain: z.string().max(253).optional(),
});
export type Attribution = z.infer<typeof attributionSchema>;

export const addressSchema = z.object({
  address: z.string().trim().min(1, formMessages.required).max(200),
  suburb: z.string().trim().min(1, formMessages.required).max(100),
  state: z.string().trim().min(1, formMessages.required).max(50),
  postcode: z
    .string()
    .trim()
    .min(1, required)
    .regex(/^[A-Za-z0-9 -]{3,10}$/, formMessages.postCode),
  country: z.string().trim().length(2).toUpperCase(),
});
export type Address = z.infer<typeof addressSchema>;

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, formMessages.phone);
/** A yyyy-mm-dd date that exists on the calendar. */
const dateOfBirth = z.string().trim().min(1, required).refine(isCalendarDate, formMessages.dateOfBirth);

/**
 * Old enough to open an account: at least `minAge` (the site's minRegistrationAge, 18 by default;
 * 3-account.md §5) on today's AEST date. The signup page and the server both ask this.
 */
export function isOldEnough(dateOfBirth: string, minAge: number, now: Date): boolean {
  const age = ageOn(dateOfBirth, now);
  return age !== null && age >= minAge;
}

/** POST /signup (v3.5). Email opt-in is off unless ticked (3-account.md §5). */
export const signupRequestSchema = z.object({
  email: emailSchema,
  password: newPassword,
  firstname: z.string().trim().min(1, formMessages.required).max(100),
  lastname: z.string().trim().min(1, formMessages.required).max(100),
  dateOfBirth,
  phone: phoneSchema.optional(),
  address: addressSchema.optional(),
  acceptTerms: bool.refine((accepted) => accepted, formMessages.terms),
  emailOptIn: bool.default(false),
  attribution: attributionSchema.optional(),
  metadata: z
    .object({ platform: z.string().max(50) })
    .passthrough()
    .optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** POST /check-email: whether an address can sign up; throttled per address (docs/decisions/055). */
export const checkEmailRequestSchema = z.object({ email: emailSchema });
export const checkEmailAnswerSchema = z.object({ available: z.boolean() });
export type CheckEmailAnswer = z.infer<typeof checkEmailAnswerSchema>;

/** A password being typed in to sign in (its rules are the server's). */
const password = z.string().min(1, required).max(PASSWORD_MAX_LENGTH);

/**
 * POST /login: the email and password; after a 2fa_required answer, either the same again with
 * `otp`, or the answer's `twoFactorToken` (the sign-in challenge, docs/decisions/088) with `otp`
 * and nothing else, so no page has to keep the password between the two steps.
 */
export const loginRequestSchema = z
  .object({
    email: emailSchema.optional(),
    password: password.optional(),
    twoFactorToken: z.string().min(1).max(2000).optional(),
    otp: code.optional(),
    rememberDevice: bool.optional(),
  })
  .superRefine((v, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: formMessages.required });
    if (v.twoFactorToken === undefined) {
      if (v.email === undefined) required('email');
      if (v.password === undefined) required('password');
      return;
    }
    if (v.otp === undefined) required('otp');
    if (v.email !== undefined || v.password !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['twoFactorToken'],
        message: 'Send the sign-in challenge with the code only.',
      });
    }
  });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The answer of POST /refresh (1-platform.md §7). Also set as cookies. */
export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  deviceUuid: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const atvSchema = z.object({
  atvCommercial: z.number().int(),
  atvCharity: z.number().int(),
  atvSocialSyndicate: z.number().int(),
  atvSyndicate: z.number().int(),
});
export type Atv = z.infer<typeof atvSchema>;

/**
 * The customer session (1-platform.md §3) answered by signup, login, autologin and transfer.
 * customerToken is a stable public key of the customer, not a credential (docs/decisions/050).
 */
export const customerSessionSchema = tokensSchema.extend({
  isAuthenticated: z.literal(true),
  isNewSignup: z.boolean(),
  customerId: z.string(),
  customerToken: z.string(),
  pricingId: z.string(),
  segmentName: z.string(),
  sessionId: z.string().optional(),
  atv: atvSchema,
  forcePasswordChange: z.boolean(),
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** POST /refresh: the token comes in the body or, from the browser, the web_refresh_token cookie. */
export const refreshRequestSchema = z.object({
  refreshToken: z.string().max(200).optional(),
  otp: code.optional(),
});
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

/** POST /autologin (v3.3) and POST /transfer (form). Resubmit with `otp` after 2fa_required. */
export const autologinRequestSchema = z.object({
  token: z.string().min(1).max(200),
  otp: code.optional(),
  rememberDevice: bool.optional(),
});
export type AutologinRequest = z.input<typeof autologinRequestSchema>;

/**
 * The `result` of a 2fa_required, elevation REQUIRED or 2fa_account_locked answer: which method,
 * where an emailed code went (masked: the part before the at-sign, then asterisks), and for
 * sign-in a ticket for resending the emailed code.
 */
export const twoFactorChallengeSchema = z.object({
  method: z.enum(twoFactorMethods),
  identifier: z.string(),
  /** Present on 2fa_required from login, autologin and transfer: pass it to the send-code call. */
  twoFactorToken: z.string().optional(),
  /** Seconds before another code can be emailed. */
  resendAvailableIn: z.number().int().optional(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /password/forgot: always answers the same, whether or not the address is known. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const forgotPasswordAnswerSchema = z.object({ sent: z.literal(true) });

/** POST /password/reset/verify: is the emailed link still good (token_invalid / token_expired otherwise). */
export const resetTokenRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const resetTokenAnswerSchema = z.object({ valid: z.literal(true), identifier: z.string() });

/** POST /password/reset: sets the password from the emailed link; the link works once. */
export const resetPasswordRequestSchema = z.object({ token: z.string().min(1).max(200), password: newPassword });

/** POST /password/force-change, for customers flagged forcePasswordChange. */
export const forceChangePasswordRequestSchema = z.object({ password: newPassword });

/** POST /customer/change-password (form); needs elevation. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, formMessages.required).max(PASSWORD_MAX_LENGTH),
  newPassword,
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/**
 * The forms of 3-account.md §5: the calls' own fields, plus what only a form asks (a new password
 * typed twice, long enough). The pages check them before the call; the server checks the call's
 * schema and its own rules (password strength, age) again.
 */
const confirmField = z.string().min(1, required);
const newPasswordField = newPassword.refine(isLongEnoughPassword, formMessages.passwordTooShort(PASSWORD_MIN_LENGTH));

/** The confirmation matches the password; asked even when other fields fail, so every message shows at once. */
function typedTwice<S extends z.ZodType<Record<K, string>>, K extends string>(schema: S, password: K, confirm: K) {
  const typed = (v: unknown, key: K) => {
    const value = (v as Partial<Record<K, unknown>> | undefined)?.[key];
    return typeof value === 'string' && value !== '';
  };
  return schema.refine((v) => (v as Record<K, string>)[password] === (v as Record<K, string>)[confirm], {
    path: [confirm],
    error: formMessages.mismatch('password'),
    when: (payload) => typed(payload.value, password) && typed(payload.value, confirm),
  });
}

/** The login form's first step: email and password (the code step sends the sign-in challenge). */
export const loginFormSchema = z.object({ email: emailSchema, password });
export const forgotPasswordFormSchema = forgotPasswordRequestSchema;
/** Reset and forced change: a new password, twice. */
export const newPasswordFormSchema = typedTwice(
  z.object({ password: newPasswordField, confirmPassword: confirmField }),
  'password',
  'confirmPassword',
);
export const changePasswordFormSchema = typedTwice(
  z.object({
    currentPassword: changePasswordRequestSchema.shape.currentPassword,
    newPassword: newPasswordField,
    confirmPassword: confirmField,
  }),
  'newPassword',
  'confirmPassword',
);

/** The signup form: the call's fields, a new password twice, and old enough on today's AEST date. */
export function signupFormSchema(rules: { minAge: number; now: Date }) {
  return typedTwice(
    signupRequestSchema.pick({ firstname: true, lastname: true, email: true, acceptTerms: true }).extend({
      dateOfBirth: dateOfBirth.refine(
        (d) => !isCalendarDate(d) || isOldEnough(d, rules.minAge, rules.now),
        formMessages.tooYoung(rules.minAge),
      ),
      password: newPasswordField,
      confirmPassword: confirmField,
    }),
    'password',
    'confirmPassword',
  );
}

/** Password answers carry the session again, since changing a password signs out every other session. */
export const passwordChangedAnswerSchema = customerSessionSchema;

/** GET /customer/two-factor-auth (3-account.md §3 two-factor config; docs/decisions/053). */
export const twoFactorConfigSchema = z.object({
  enabled: z.boolean(),
  method: z.enum(twoFactorMethods).nullable(),
  methods: z.array(z.enum(twoFactorMethods)),
  rememberForDays: z.number().int(),
  since: z.string().nullable(),
  identifier: z.string().nullable(),
});
export type TwoFactorConfig = z.infer<typeof twoFactorConfigSchema>;

/** POST /customer/two-factor-auth/authenticator: starts enrolment. */
export const authenticatorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG QR code of otpauthUri, as a data: URL for an <img>. */
  qrCode: z.string(),
});
export type AuthenticatorEnrolment = z.infer<typeof authenticatorEnrolmentSchema>;

/** PUT /customer/two-factor-auth/authenticator and PUT /customer/two-factor-auth/email: confirm with a first code. */
export const confirmTwoFactorRequestSchema = z.object({ code });

/** POST /customer/two-factor-auth/email: emails a code to confirm the email method. */
export const emailCodeSentSchema = z.object({ identifier: z.string(), resendAvailableIn: z.number().int() });
export type EmailCodeSent = z.infer<typeof emailCodeSentSchema>;

/**
 * POST /customer/two-factor-auth/send-code: emails a new code (resend, 60 s cooldown). Signed in it
 * is the elevation code; during sign-in pass the twoFactorToken from the 2fa_required answer.
 */
export const sendCodeRequestSchema = z.object({ twoFactorToken: z.string().max(500).optional() });
