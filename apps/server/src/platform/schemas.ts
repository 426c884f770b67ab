import { z } from 'zod';

const messageSchema = z.object({ code: z.string(), message: z.string(), level: z.enum(['info', 'warning', 'error']) });
const fieldErrorSchema = z.object({ code: z.string(), message: z.string() });

/** The envelope around a result schema, for validation of answers and the OpenAPI document. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    result,
    entities: z.record(z.string(), z.unknown()).nullable(),
    pageInfo: z.object({ limit: z.number(), offset: z.number(), total: z.number() }).nullable(),
    links: z.record(z.string(), z.string()).nullable(),
    messages: z.array(messageSchema),
    error: fieldErrorSchema.nullable(),
    errors: z.record(z.string(), z.array(fieldErrorSchema)).nullable(),
  });
}
