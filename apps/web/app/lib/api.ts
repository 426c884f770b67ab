import {
  API_PREFIX,
  DEFAULT_API_VERSION,
  ELEVATION_OTP_HEADER,
  type Envelope,
  type FieldError,
  type Tokens,
  toSnakeKeys,
} from '@drawline/contracts';

export const APP_KEY = 'drawline-web';

/** The platform texts of 1-platform.md §8. */
export const apiMessages = {
  unauthorisedTitle: '401 - Something went wrong',
  unauthorised: 'Sorry, looks like we had some trouble verifying your login details. Please try again.',
  refreshFailed: 'Authentication refresh failed. Please try again.',
  network: 'Something went wrong',
} as const;

/** The message code of a 403 that asks for two-factor elevation (1-platform.md §8). */
export const ELEVATION_REQUIRED_CODE = 'REQUIRED';
export const AUTH_REFRESH_FAILED_CODE = 'AUTH_REFRESH_FAILED';
export const UNAUTHORISED_CODE = 'unauthorised';
export const NETWORK_ERROR_CODE = 'network_error';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The version of the call (header `version`); 3.0 when not given. */
  version?: string;
  body?: unknown;
  /** Send the body form-encoded (calls flagged as forms in the spec). */
  form?: boolean;
  signal?: AbortSignal;
  base?: string;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /** Never refresh and retry this call (sign-in calls answer 401 for wrong credentials). */
  noRefresh?: boolean;
}

/** A call as it was made, kept so it can be replayed after two-factor elevation. */
export interface StoredRequest {
  path: string;
  options: Omit<CallOptions, 'signal'>;
}

/** A failed call, as 1-platform.md §8 describes it: status, first message, code, errors, result. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly errors: Envelope['errors'],
    readonly result: unknown,
    readonly extra: { level?: 'info' | 'warning' | 'error'; title?: string; request?: StoredRequest } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** 403 REQUIRED: the call needs a two-factor code; `extra.request` holds it for the replay. */
  get isElevationRequired(): boolean {
    return this.status === 403 && this.code === ELEVATION_REQUIRED_CODE;
  }

  /** The session could not be renewed: the page signs out with the unauthorised notice. */
  get isSignedOut(): boolean {
    return this.code === UNAUTHORISED_CODE && this.status === 401;
  }

  /** Field messages by target; errors without a target are under `general`. */
  fieldMessages(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [target, list] of Object.entries(this.errors ?? {})) out[target] = list.map((e) => e.message);
    return out;
  }
}

/** The replay failed on the code itself (not on the call's own rules): ask for the code again. */
export function isElevationFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.isElevationRequired ||
      error.code === '2fa_incorrect' ||
      error.code === '2fa_account_locked' ||
      error.code === AUTH_REFRESH_FAILED_CODE)
  );
}

/** Our own abort (the signal we were given fired): rejected quietly, never reported. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export interface ApiConfig {
  /**
   * Whether a refresh token is held. Without one a 401 signs out at once. In the browser the
   * token is an HttpOnly cookie the page cannot see, so the default is to try.
   */
  hasRefreshToken?: () => boolean;
  /** Told when the session cannot be renewed (no refresh token, or refresh refused). */
  onSignedOut?: (error: ApiError) => void;
  /** Clock for the timestamp header. */
  now?: () => number;
  /**
   * Renews the session without a code, instead of POST /refresh over `fetcher` (a page renews
   * through the pages' port, docs/decisions/332); a refusal signs out as the call's would.
   */
  renew?: () => Promise<Tokens>;
}

export interface Api {
  <T>(path: string, options?: CallOptions): Promise<Envelope<T>>;
  /** POST /refresh; with a code this is the elevation step of 1-platform.md §8. */
  refresh(otp?: string): Promise<Tokens | null>;
  /** Makes the stored call again with the code (the `otp` header): the elevation replay. */
  replay<T>(stored: StoredRequest, otp: string): Promise<Envelope<T>>;
}

/** Sign-in and session calls never refresh-and-retry: their 401 is the answer itself. */
const NO_REFRESH_PATHS = /^\/(login|autologin|transfer|refresh|logout|signup|password)(\/|$|\?)/;

const emptyEnvelope = (): Envelope<never> => ({
  result: null,
  entities: null,
  pageInfo: null,
  links: null,
  messages: [],
  error: null,
  errors: null,
});

function withoutSignal({ signal: _signal, ...rest }: CallOptions): Omit<CallOptions, 'signal'> {
  return rest;
}

/** 1-platform.md §8: transport failures are classed by their message. */
export function networkErrorStatus(message: string): number {
  if (/blocked a frame|illegal invocation/i.test(message)) return 418;
  if (/timeout|timed out|network|load|abort/i.test(message)) return 408;
  return 500;
}

function errorsOf(parsed: Partial<Envelope>): Envelope['errors'] {
  const grouped: Record<string, FieldError[]> = {};
  for (const [target, list] of Object.entries(parsed.errors ?? {})) grouped[target || 'general'] = [...list];
  // A single `error` is a general error (1-platform.md §8).
  if (parsed.error) grouped.general = [...(grouped.general ?? []), parsed.error];
  return Object.keys(grouped).length ? grouped : null;
}

/**
 * A refused call as the storefront shows it (1-platform.md §8): the first message, its code, the
 * field errors by target. For an HTTP answer and a refusal of the pages' port alike (lib/platform.server.ts).
 */
export function refusalError(
  status: number,
  parsed: Partial<Envelope>,
  asked: string,
  request?: StoredRequest,
): ApiError {
  const first = parsed.messages?.[0];
  return new ApiError(
    status,
    first?.message ?? `The API responded with a ${status} error when requesting the following url: ${asked}`,
    first?.code ?? parsed.error?.code,
    errorsOf(parsed),
    parsed.result ?? null,
    { level: first?.level, request },
  );
}

/**
 * The one API client (1-platform.md §7 and §8): the spec's headers, snake_case bodies, the
 * envelope and its errors, refresh-then-retry once on 401/403, and the 403 REQUIRED elevation.
 */
export function createApi(fetcher: typeof fetch, config: ApiConfig = {}): Api {
  const now = config.now ?? Date.now;

  async function send<T>(path: string, options: CallOptions): Promise<Envelope<T>> {
    const base = options.base ?? API_PREFIX;
    const url = `${base}${path}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'app-key': APP_KEY,
      version: options.version ?? DEFAULT_API_VERSION,
      timestamp: String(now()),
      ...options.headers,
    };
    let body: string | undefined;
    if (options.body !== undefined) {
      const snake = toSnakeKeys<Record<string, unknown>>(options.body);
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(
          Object.entries(snake)
            .filter(([, v]) => v !== undefined && v !== null)
            .map(([k, v]) => [k, String(v)]),
        ).toString();
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(snake);
      }
    }
    let response: Response;
    try {
      response = await fetcher(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      // Our own abort is rejected as it is, quietly; anything else is a transport failure.
      if (options.signal?.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new ApiError(networkErrorStatus(message), apiMessages.network, NETWORK_ERROR_CODE, null, null);
    }
    if (response.status === 204) return emptyEnvelope();
    let parsed: Envelope<T>;
    try {
      parsed = (await response.json()) as Envelope<T>;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(
        422,
        `An error occurred when transforming the API result to JSON for the following url: ${url}`,
        'invalid_response',
        null,
        null,
      );
    }
    if (!response.ok) {
      throw refusalError(response.status || 500, parsed ?? {}, url, { path, options: withoutSignal(options) });
    }
    return parsed;
  }

  function signedOut(): ApiError {
    const error = new ApiError(401, apiMessages.unauthorised, UNAUTHORISED_CODE, null, null, {
      level: 'error',
      title: apiMessages.unauthorisedTitle,
    });
    config.onSignedOut?.(error);
    return error;
  }

  async function refresh(otp?: string): Promise<Tokens | null> {
    try {
      if (otp === undefined && config.renew) return await config.renew();
      const answer = await send<Tokens>('/refresh', {
        method: 'POST',
        body: otp === undefined ? {} : { otp },
      });
      return answer.result;
    } catch (error) {
      if (isAbortError(error)) throw error;
      if (otp !== undefined) {
        throw new ApiError(
          error instanceof ApiError ? error.status : 401,
          apiMessages.refreshFailed,
          AUTH_REFRESH_FAILED_CODE,
          null,
          null,
          { level: 'error' },
        );
      }
      throw signedOut();
    }
  }

  const api = (async <T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> => {
    try {
      return await send<T>(path, options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.isElevationRequired) throw error;
      const renewable = (error.status === 401 || error.status === 403) && !options.noRefresh;
      if (!renewable || NO_REFRESH_PATHS.test(path)) throw error;
      if (config.hasRefreshToken && !config.hasRefreshToken()) throw signedOut();
      await refresh();
      // Retry once: a second 401 is the answer.
      return send<T>(path, options);
    }
  }) as Api;

  api.refresh = refresh;
  api.replay = <T>(stored: StoredRequest, otp: string): Promise<Envelope<T>> =>
    send<T>(stored.path, { ...stored.options, headers: { ...stored.options.headers, [ELEVATION_OTP_HEADER]: otp } });
  return api;
}
