import {
  autologinRequestSchema,
  customerSessionSchema,
  emailCodeSentSchema,
  forceChangePasswordRequestSchema,
  forgotPasswordAnswerSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  type PlatformPort,
  resetPasswordRequestSchema,
  resetTokenAnswerSchema,
  resetTokenRequestSchema,
  sendCodeRequestSchema,
  signupRequestSchema,
  tokensSchema,
} from '@drawline/contracts';
import { stringifySetCookie } from 'cookie';
import {
  type AccountsService,
  type CookieWriter,
  clearSessionCookies,
  requestMeta,
  setSessionCookies,
  setTokenCookies,
} from '../modules/identity';
import { AppError } from '../platform/app-error';
import type { PageRequest, PageViewer } from './page-viewer';
import { parseInput } from './port-refusal';

export interface SignInCallsDeps {
  accounts: AccountsService;
  /** Whether the session's cookies are Secure (as the HTTP calls set them). */
  cookieSecure: boolean;
}

type SignInCalls = Pick<
  PlatformPort,
  | 'signup'
  | 'login'
  | 'autologin'
  | 'logout'
  | 'refresh'
  | 'forgotPassword'
  | 'verifyResetToken'
  | 'resetPassword'
  | 'forceChangePassword'
  | 'sendSignInCode'
>;

/**
 * The sign-in and password calls of the pages' port (3-account.md §7 Auth): each runs what its
 * route in modules/identity/identity.routes.ts runs, the same use case with the same request
 * facts (`requestMeta`), and sets the same cookies (`setSessionCookies`, `clearSessionCookies`)
 * as Set-Cookie lines the page hands to the browser.
 */
export function signInCalls(
  deps: SignInCallsDeps,
  viewer: () => Promise<PageViewer>,
  request: PageRequest,
): SignInCalls {
  const { accounts, cookieSecure } = deps;
  const meta = () => requestMeta(request);

  const signedIn = async (started: Promise<{ session: unknown; deviceToken: string }>) => {
    const { session, deviceToken } = await started;
    const answer = customerSessionSchema.parse(session);
    const cookies = setCookieLines();
    setSessionCookies(cookies.writer, answer, deviceToken, cookieSecure);
    return { answer, setCookies: cookies.lines };
  };

  return {
    signup: (body) => signedIn(accounts.signup(parseInput(signupRequestSchema, body), meta())),
    login: (body) => signedIn(accounts.login(parseInput(loginRequestSchema, body), meta())),
    autologin: (body, purpose) =>
      signedIn(accounts.autologin(parseInput(autologinRequestSchema, body), purpose, meta())),

    refresh: async (refreshToken) => {
      if (!refreshToken) throw new AppError('session_expired');
      const issued = await accounts.refresh({ refreshToken }, meta());
      const answer = tokensSchema.parse(issued);
      const cookies = setCookieLines();
      setTokenCookies(cookies.writer, answer, cookieSecure);
      return { answer, setCookies: cookies.lines };
    },

    logout: async (refreshToken) => {
      await accounts.logout({ sessionId: (await viewer()).auth?.sessionId, refreshToken });
      const cookies = setCookieLines();
      clearSessionCookies(cookies.writer, cookieSecure);
      return { answer: null, setCookies: cookies.lines };
    },

    forgotPassword: async (email) => {
      const asked = parseInput(forgotPasswordRequestSchema, { email });
      return forgotPasswordAnswerSchema.parse(await accounts.forgotPassword(asked.email, meta()));
    },

    verifyResetToken: async (token) =>
      resetTokenAnswerSchema.parse(
        await accounts.verifyResetToken(parseInput(resetTokenRequestSchema, { token }).token),
      ),

    resetPassword: async (body) => {
      await accounts.resetPassword(parseInput(resetPasswordRequestSchema, body));
      return null;
    },

    sendSignInCode: async (twoFactorToken) => {
      const asked = parseInput(sendCodeRequestSchema, { twoFactorToken });
      const customerId = (await viewer()).auth?.customerId;
      return emailCodeSentSchema.parse(await accounts.sendCode({ customerId, twoFactorToken: asked.twoFactorToken }));
    },

    forceChangePassword: async (body) => {
      const { auth } = await viewer();
      if (!auth) throw new AppError('unauthorised');
      await accounts.forceChangePassword(
        auth.customerId,
        auth.sessionId,
        parseInput(forceChangePasswordRequestSchema, body).password,
      );
      return null;
    },
  };
}

/** A CookieWriter that writes Set-Cookie lines, as @fastify/cookie writes them on a reply. */
export function setCookieLines(): { writer: CookieWriter; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    writer: {
      setCookie: (name, value, options) => lines.push(stringifySetCookie({ name, value, ...options })),
      // As @fastify/cookie's clearCookie: an empty value, Max-Age=0, expired at the epoch.
      clearCookie: (name, options) =>
        lines.push(stringifySetCookie({ name, value: '', ...options, maxAge: 0, expires: new Date(0) })),
    },
  };
}
