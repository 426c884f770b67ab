/** The query parameter that carries where to go after signing in (and after logout). */
export const REDIRECT_PARAM = 'redirect';

/** Why a page is shown after signing out (the notice of 1-platform.md §4), as `?notice=`. */
export const loginNotices = ['unauthorised', 'signed-out', 'password-reset', 'autologin-failed'] as const;
export type LoginNotice = (typeof loginNotices)[number];

/** The signup page (docs/decisions/060-signup-route.md). */
export const REGISTER_PATH = '/register';

/**
 * A redirect target is accepted only as a path on this site: it starts with one slash, is not
 * protocol-relative (`//evil`) or a backslash trick, and holds no control characters.
 */
export function safeRedirect(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value) return fallback;
  const target = value.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    // Resolving against a dummy origin must not leave it.
    const url = new URL(target, 'http://same.site');
    if (url.origin !== 'http://same.site') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login page, asked to come back to `target` afterwards. */
export function loginPath(
  target: string | null | undefined,
  extra: Record<string, string> = {},
  base = '/login',
): string {
  const params = new URLSearchParams();
  const back = safeRedirect(target, '');
  if (back && back !== '/' && !back.startsWith('/login')) params.set(REDIRECT_PARAM, back);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The path and query of a request, for coming back to it. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}
