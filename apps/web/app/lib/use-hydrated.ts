import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and the first render in the browser, true once React runs the page:
 * forms say `js=1` with it, so an action can answer a script differently from a plain form post.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
