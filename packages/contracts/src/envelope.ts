/** The response envelope of 1-platform.md §3 and §7. */
export interface Message {
  code: string;
  message: string;
  level: 'info' | 'warning' | 'error';
}

export interface FieldError {
  code: string;
  message: string;
}

export interface PageInfo {
  limit: number;
  offset: number;
  total: number;
}

export interface Envelope<T = unknown> {
  result: T | null;
  entities: Record<string, unknown> | null;
  pageInfo: PageInfo | null;
  links: Record<string, string> | null;
  messages: Message[];
  error: FieldError | null;
  /** Field errors grouped by target; the key `general` holds errors without a target. */
  errors: Record<string, FieldError[]> | null;
}

export const GENERAL_TARGET = 'general';

export function envelope<T>(result: T, extra: Partial<Omit<Envelope<T>, 'result'>> = {}): Envelope<T> & { result: T } {
  return {
    result,
    entities: null,
    pageInfo: null,
    links: null,
    messages: [],
    error: null,
    errors: null,
    ...extra,
  };
}

/** Groups field errors by target; an error without a target counts as general. */
export function groupFieldErrors(
  list: ReadonlyArray<{ target?: string | null; code: string; message: string }>,
): Record<string, FieldError[]> {
  const grouped: Record<string, FieldError[]> = {};
  for (const e of list) {
    const key = e.target ? e.target : GENERAL_TARGET;
    const bucket = grouped[key] ?? [];
    bucket.push({ code: e.code, message: e.message });
    grouped[key] = bucket;
  }
  return grouped;
}
