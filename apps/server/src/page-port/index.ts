// The pages' port to the platform (docs/decisions/326): what the storefront's loaders and actions
// call in process instead of the HTTP API. One door: the factory the web server hands each page.
import type { PlatformPort } from '@drawline/contracts';
import { type PageRequest, type PageViewerDeps, pageViewer } from './page-viewer';
import { createPlatformPort, type PlatformPortDeps } from './platform-port';

export type { PageRequest, PageViewer } from './page-viewer';
export { PortRefusal } from './port-refusal';

export type PagePortDeps = PlatformPortDeps & PageViewerDeps;

/** For one page request: the port as the holder of an access token sees the platform (none: a visitor). */
export type PagePorts = (request: PageRequest) => (accessToken: string | undefined) => PlatformPort;

export function createPagePorts(deps: PagePortDeps): PagePorts {
  return (request) => {
    const byToken = new Map<string, PlatformPort>();
    return (accessToken) => {
      const key = accessToken ?? '';
      let port = byToken.get(key);
      if (!port) {
        port = createPlatformPort(deps, pageViewer(deps, request, accessToken), request);
        byToken.set(key, port);
      }
      return port;
    };
  };
}
