/**
 * A page's <title>: '{title} | {siteName}', the site name taken from the root loader's data.
 *   export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Results', matches) }];
 */
export function pageTitle(title: string, matches: readonly unknown[]): string {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === 'root') as
    | { data?: { siteConfig?: { siteName?: string } } }
    | undefined;
  return `${title} | ${root?.data?.siteConfig?.siteName ?? 'Drawline'}`;
}
