import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell.server';

/** The root loader's data; undefined only on the root error page (when the root loader failed). */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined;
}

export function useSiteName(): string {
  return useShellData()?.siteConfig.siteName ?? 'Drawline';
}
