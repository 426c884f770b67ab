import { z } from 'zod';
import type { AuthContext } from '../platform/auth';
import type { PageViewer } from './page-viewer';

/**
 * What each area's calls of the pages' port are made with (platform-port.ts makes it once per
 * port): `call` turns a failure into the refusal the HTTP call answers, `shared` keeps an answer
 * the same for everyone as the HTTP answers are kept, `signedIn` is the viewer's customer or the
 * 401 a visitor's HTTP call gets.
 */
export interface PortKit {
  call<T>(run: () => Promise<T>): Promise<T>;
  shared<S extends z.ZodType>(key: string, answer: S, load: () => Promise<unknown>): Promise<z.infer<S>>;
  signedIn(): Promise<AuthContext>;
  viewer(): Promise<PageViewer>;
}

export const pageInfoSchema = z.object({ limit: z.number(), offset: z.number(), total: z.number() });

/** A list call's answer as the port gives it: the envelope's result and pageInfo. */
export function pagedOf<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), pageInfo: pageInfoSchema.nullable() });
}
