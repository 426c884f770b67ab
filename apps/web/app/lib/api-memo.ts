import type { AppLoadContext } from 'react-router';
import { parseAnswer, shareJson } from './shared-json';

/**
 * The per-request memo of the storefront's API calls (ARCHITECTURE.md "Serving at the peak": a
 * page render asks the API for each thing once). The shell and the page loaders run in parallel
 * and several of them need the same answer (the offers, the capabilities, the branding): the first
 * GET goes to the API, every later identical GET of the same request gets a copy of its answer.
 * Keyed on the load context, which the server makes once per request (platform/web.ts).
 *
 * Identical means the same method, url and headers (the timestamp aside), the cookie header
 * included: a call made after the API changed the visitor's cookies is a different call. Any call
 * that is not a plain GET may change what the API answers, so it empties the memo; an answer that
 * sets cookies is never kept. The askers share one parse of the body (lib/shared-json.ts), made
 * when the first of them reads it: frozen, so no loader can change another's answer.
 */
interface KeptAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  /** The body's JSON, parsed on the first ask and shared by every asker. */
  json: () => Promise<unknown>;
}

const memos = new WeakMap<object, { fetch: typeof fetch; answers: Map<string, Promise<KeptAnswer>> }>();

/** Headers that differ on every call without changing the answer. */
const IGNORED_HEADERS = new Set(['timestamp']);

function keyOf(url: string, init: RequestInit | undefined): string | null {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || init?.body != null) return null;
  const headers = [...new Headers(init?.headers)].filter(([name]) => !IGNORED_HEADERS.has(name));
  headers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url}\n${JSON.stringify(headers)}`;
}

async function keep(callKey: string, response: Response): Promise<KeptAnswer> {
  const body = response.status === 204 || response.status === 304 ? null : await response.arrayBuffer();
  // An answer for everyone may share its parse with later renders too (lib/shared-json.ts).
  const forEveryone = response.ok && /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
  let parsed: Promise<unknown> | undefined;
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body,
    json: () => {
      parsed ??= new Promise((resolve) => resolve(parseAnswer(callKey, body ?? new ArrayBuffer(0), forEveryone)));
      return parsed;
    },
  };
}

function answerOf(kept: KeptAnswer): Response {
  const headers = new Headers();
  for (const [name, value] of kept.headers) headers.append(name, value);
  return shareJson(new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers }), kept.json);
}

/** This request's API fetch, with the memo in front (one per load context). */
export function memoizedApiFetch(context: Pick<AppLoadContext, 'apiFetch'>): typeof fetch {
  const known = memos.get(context);
  if (known) return known.fetch;
  const answers = new Map<string, Promise<KeptAnswer>>();
  const memoFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = typeof input === 'string' || input instanceof URL ? keyOf(url, init) : null;
    if (key === null) {
      answers.clear();
      const response = await context.apiFetch(input, init);
      answers.clear();
      return response;
    }
    let pending = answers.get(key);
    if (!pending) {
      // Another version of a call is another answer: it shares no parse with this one.
      const versioned = `${url} ${new Headers(init?.headers).get('version') ?? ''}`;
      pending = context.apiFetch(input, init).then((response) => keep(versioned, response));
      answers.set(key, pending);
      // A failed call (transport or server error) is not kept: the next asker tries again.
      pending.then(
        (kept) => {
          const personal = kept.headers.some(([name]) => name === 'set-cookie');
          if ((personal || kept.status >= 500) && answers.get(key) === pending) answers.delete(key);
        },
        () => {
          if (answers.get(key) === pending) answers.delete(key);
        },
      );
    }
    return answerOf(await pending);
  }) as typeof fetch;
  memos.set(context, { fetch: memoFetch, answers });
  return memoFetch;
}
