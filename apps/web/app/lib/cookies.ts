/** Reads one cookie from a request's Cookie header (raw value, URI-decoded). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** A Set-Cookie value for the storefront's own cookies (not HttpOnly: the page may read them). */
export function serializeCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; secure: boolean; httpOnly?: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${options.maxAgeSeconds}`, 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
