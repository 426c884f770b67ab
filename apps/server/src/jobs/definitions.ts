import type { z } from 'zod';

/** A background job: a name, the shape of its payload, an optional cron schedule and its handler. */
export interface JobDefinition<P = unknown> {
  name: string;
  payload: z.ZodType<P>;
  /** Five-field cron (UTC) on which the job also runs by itself. */
  cron?: string;
  /** pg-boss queue policy; `stately` keeps at most one waiting and one running. */
  policy?: 'standard' | 'stately' | 'singleton' | 'short' | 'exclusive';
  handler(payload: P): Promise<void>;
}

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}
