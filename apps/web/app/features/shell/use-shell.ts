import { useRouteLoaderData } from 'react-router';
import { overriddenPath } from './route-paths';
import type { ShellData } from './shell.server';

/** The root loader's data; undefined only on the root error page (when the root loader failed). */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined;
}

export function useSiteName(): string {
  return useShellData()?.siteConfig.siteName ?? 'Drawline';
}

/** A built-in page's address as links should use it: the path a content editor set for it (decision 483), or its own. */
export function useRoutePath(path: string): string {
  return overriddenPath(useShellData()?.routePaths ?? {}, path);
}
