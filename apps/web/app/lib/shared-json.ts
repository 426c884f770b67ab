/**
 * Answers whose JSON is parsed once and shared (issue 12): the per-request memo (lib/api-memo.ts)
 * hands every asker of the same call its own `Response`, and registers here the one parse they
 * share, so the 91 KB offers answer is parsed once per render instead of once per loader. A shared
 * value is deeply frozen: a loader that changed it would change every other loader's answer, and
 * in strict code the attempt throws instead.
 */
const parsers = new WeakMap<Response, () => Promise<unknown>>();

/** Marks `response` as one whose body is the value `parse` gives (parsed once by its owner). */
export function shareJson(response: Response, parse: () => Promise<unknown>): Response {
  parsers.set(response, parse);
  return response;
}

/** The answer's JSON: the shared parse when the memo made it, else the body read as usual. */
export function readJson(response: Response): Promise<unknown> {
  const shared = parsers.get(response);
  return shared ? shared() : response.json();
}

/** Freezes a parsed JSON value and everything in it (plain objects and arrays only). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
