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

/**
 * Parses of answers that are the same for every visitor (`cache-control: public`: the offers, the
 * config), kept across renders by url: an answer whose bytes equal the last ones of its url gets
 * that parse again (comparing 91 KB costs a few microseconds, parsing and freezing them about a
 * millisecond). Answers for one visitor are never kept here.
 */
const everyoneParses = new Map<string, { bytes: Uint8Array; value: unknown }>();
const MAX_EVERYONE_PARSES = 200;
const decoder = new TextDecoder();

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  // Four bytes at a time where both are aligned (an ArrayBuffer of its own always is), then the rest.
  const words = a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0 ? Math.floor(a.byteLength / 4) : 0;
  const wa = new Uint32Array(a.buffer, a.byteOffset, words);
  const wb = new Uint32Array(b.buffer, b.byteOffset, words);
  for (let i = 0; i < words; i++) if (wa[i] !== wb[i]) return false;
  for (let i = words * 4; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The frozen JSON value of an answer's body. `forEveryone` (the answer says it is public) lets the
 * parse be shared with later renders that get the very same bytes for the same call (url and version).
 */
export function parseAnswer(callKey: string, body: ArrayBuffer, forEveryone: boolean): unknown {
  const bytes = new Uint8Array(body);
  const known = forEveryone ? everyoneParses.get(callKey) : undefined;
  if (known && sameBytes(known.bytes, bytes)) return known.value;
  const value = deepFreeze(JSON.parse(decoder.decode(bytes)));
  if (forEveryone) {
    everyoneParses.delete(callKey);
    if (everyoneParses.size >= MAX_EVERYONE_PARSES) everyoneParses.delete(everyoneParses.keys().next().value!);
    everyoneParses.set(callKey, { bytes, value });
  }
  return value;
}

/** Freezes a parsed JSON value and everything in it (plain objects and arrays only). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
