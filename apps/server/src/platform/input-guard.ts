import { snakeKey } from '@drawline/contracts';
import { AppError } from './app-error';

/** No body, query or path of ours nests deeper than a handful of levels; 32 leaves room and bounds the work. */
export const MAX_INPUT_DEPTH = 32;

/** A NUL byte, or half of a surrogate pair (`\p{Cs}` matches only unpaired ones under the `u` flag). */
const UNSTORABLE = /[\0\p{Cs}]/u;

export const inputGuardMessages = {
  unstorable: 'This field holds characters that are not allowed.',
  tooDeep: `The request is nested more than ${MAX_INPUT_DEPTH} levels deep.`,
} as const;

export interface InputProblem {
  code: 'invalid_characters' | 'too_deep';
  /** The field in the client's own words (snake_case path), or null for the request as a whole. */
  target: string | null;
}

const isContainer = (v: unknown): v is object => v !== null && typeof v === 'object' && !Buffer.isBuffer(v);

/**
 * The first reason the parsed input cannot be taken as it is: a string (value or key) PostgreSQL
 * refuses to store, or nesting deeper than MAX_INPUT_DEPTH. Walks without recursion, so the check
 * itself cannot overflow the stack.
 */
export function findInputProblem(value: unknown): InputProblem | undefined {
  if (typeof value === 'string')
    return UNSTORABLE.test(value) ? { code: 'invalid_characters', target: null } : undefined;
  if (!isContainer(value)) return undefined;
  const stack: [object, number, string][] = [[value, 1, '']];
  while (stack.length) {
    const [node, depth, path] = stack.pop()!;
    if (depth > MAX_INPUT_DEPTH) return { code: 'too_deep', target: null };
    for (const [key, child] of Object.entries(node)) {
      const childPath = Array.isArray(node) ? `${path}[${key}]` : path ? `${path}.${snakeKey(key)}` : snakeKey(key);
      if (UNSTORABLE.test(key)) return { code: 'invalid_characters', target: path || null };
      if (typeof child === 'string') {
        if (UNSTORABLE.test(child)) return { code: 'invalid_characters', target: childPath };
      } else if (isContainer(child)) {
        stack.push([child, depth + 1, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * The first query parameter of the url whose percent-encoding is not UTF-8 (`%ED%A0%80`, half a
 * surrogate pair, or a stray `%`): the query parser keeps such a value undecoded, so the route
 * would act on text the client never sent. Null for the query as a whole.
 */
export function findMalformedQuery(url: string): InputProblem | undefined {
  const at = url.indexOf('?');
  if (at < 0 || !url.includes('%', at)) return undefined;
  for (const pair of url.slice(at + 1).split('&')) {
    const [key = '', value = ''] = pair.split(/=(.*)/s);
    for (const part of [key, value]) {
      try {
        decodeURIComponent(part.replaceAll('+', ' '));
      } catch {
        return { code: 'invalid_characters', target: safeKey(key) };
      }
    }
  }
  return undefined;
}

const safeKey = (key: string): string | null => (/^[A-Za-z0-9_.[\]-]{1,100}$/.test(key) ? snakeKey(key) : null);

/** Refuses input the database cannot store or that is nested too deep: 400 bad_request, nothing changed. */
export function assertAcceptableInput(parts: {
  body?: unknown;
  query?: unknown;
  params?: unknown;
  url?: string;
}): void {
  const malformed = parts.url === undefined ? undefined : findMalformedQuery(parts.url);
  for (const value of [parts.params, parts.query, parts.body]) {
    const problem = malformed ?? findInputProblem(value);
    if (!problem) continue;
    const message = problem.code === 'too_deep' ? inputGuardMessages.tooDeep : inputGuardMessages.unstorable;
    throw new AppError('bad_request', {
      message,
      errors: [{ target: problem.target, code: problem.code, message }],
    });
  }
}
