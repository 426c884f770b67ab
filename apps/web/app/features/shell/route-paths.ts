import { overridableRoutes, routeOverridePathSchema } from '@drawline/contracts';

/**
 * The CMS's route path overrides (3-account.md §2, decision 483) as each built-in path and the path
 * it answers at instead; a key or path that is not one the console could set is left out.
 */
export function routePathsOf(routes: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!routes || typeof routes !== 'object') return out;
  for (const [key, path] of Object.entries(routes)) {
    if (!Object.hasOwn(overridableRoutes, key) || !routeOverridePathSchema.safeParse(path).success) continue;
    out[overridableRoutes[key as keyof typeof overridableRoutes]] = path as string;
  }
  return out;
}

/** A link's address with its override, if the CMS set one for that built-in path. */
export function overriddenPath(paths: Readonly<Record<string, string>>, path: string): string {
  return Object.hasOwn(paths, path) ? (paths[path] ?? path) : path;
}
