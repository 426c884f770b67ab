/**
 * Where a form goes back to: a path on this site only (one leading slash, no `//`, no
 * backslashes or control characters); anything else goes home.
 */
export function samePagePath(value: FormDataEntryValue | null | undefined): string {
  if (typeof value !== 'string') return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return '/';
  try {
    const url = new URL(value, 'http://same.site');
    return url.origin === 'http://same.site' ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}
