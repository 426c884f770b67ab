import { API_PREFIX, DEFAULT_API_VERSION, type Envelope, toSnakeKeys } from '@drawline/contracts';

export const APP_KEY = 'drawline-web';

/** A failed call, as 1-platform.md §8 describes it: status, first message, code, errors, result. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly errors: Envelope['errors'],
    readonly result: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The version of the call (header `version`); 3.0 when not given. */
  version?: string;
  body?: unknown;
  /** Send the body form-encoded (calls flagged as forms in the spec). */
  form?: boolean;
  signal?: AbortSignal;
  base?: string;
}

export type Api = <T>(path: string, options?: CallOptions) => Promise<Envelope<T>>;

/** The one API client: the spec's headers, snake_case bodies, the envelope and its errors. */
export function createApi(fetcher: typeof fetch): Api {
  return async <T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> => {
    const base = options.base ?? API_PREFIX;
    const url = `${base}${path}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'app-key': APP_KEY,
      version: options.version ?? DEFAULT_API_VERSION,
      timestamp: String(Date.now()),
    };
    let body: string | undefined;
    if (options.body !== undefined) {
      const snake = toSnakeKeys<Record<string, unknown>>(options.body);
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(Object.entries(snake).map(([k, v]) => [k, String(v)])).toString();
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(snake);
      }
    }
    const response = await fetcher(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
    if (response.status === 204) {
      return { result: null, entities: null, pageInfo: null, links: null, messages: [], error: null, errors: null };
    }
    let parsed: Envelope<T>;
    try {
      parsed = (await response.json()) as Envelope<T>;
    } catch {
      throw new ApiError(
        422,
        `An error occurred when transforming the API result to JSON for the following url: ${url}`,
        'invalid_response',
        null,
        null,
      );
    }
    if (!response.ok) {
      const first = parsed.messages?.[0];
      throw new ApiError(
        response.status || 500,
        first?.message ?? `The API responded with a ${response.status} error when requesting the following url: ${url}`,
        first?.code ?? parsed.error?.code,
        parsed.errors,
        parsed.result,
      );
    }
    return parsed;
  };
}
