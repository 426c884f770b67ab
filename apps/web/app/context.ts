import type { PlatformPort, StaffPort } from '@drawline/contracts';

/** What the server passes to every loader and action (apps/server/src/platform/web.ts). */
export interface WebLoadContext {
  /**
   * The platform in process, as the holder of this access token sees it (none: a visitor): the
   * pages' port (docs/decisions/326). Loaders take it through their API session (lib/platform.server.ts).
   */
  platform: (accessToken: string | undefined) => PlatformPort;
  /**
   * The staff API's use cases in process, as the holder of this staff token may call them: the
   * staff port (docs/decisions/333). The console takes it through staff-session.server.ts.
   */
  staff: (staffToken: string | undefined) => StaffPort;
  cspNonce: string;
  /** The nonce of the page's inline styles (empty on a page that may be shared: its policy hashes them). */
  cspStyleNonce?: string;
  requestId: string;
  /** Whether the storefront's own cookies are Secure (the server's COOKIE_SECURE). */
  cookieSecure: boolean;
}

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}
