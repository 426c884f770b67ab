import {
  cmsPathKey,
  collidesWithBuiltInRoute,
  consoleContentItemSchema,
  type OverridableRouteKey,
  overridableRoutes,
  routeOverrideParamsSchema,
  routeOverrideRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingStaff, type requireStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { ConsoleFlowDeps } from './console-flow.deps';
import { type ConsoleItem, changeSiteConfig, type saveWithAudit } from './edit-content';

type Deps = Pick<ConsoleFlowDeps, 'db' | 'content' | 'audit'>;

function refused(message: string): never {
  throw new AppError('validation_failed', {
    message,
    errors: [{ target: 'path', code: 'invalid', message }],
  });
}

/**
 * Sets a built-in route's path by its key (3-account.md §2 CMS overrides, decision 483): the site
 * config saved as a new published version with its audit row (`route_path.set`). The route's own
 * path removes the override. A path the shop answers itself (decision 436's reserved first segments
 * and product-offer words), another override's path or a published CMS page's path is refused on
 * the `path` field with nothing stored.
 */
export async function setRoutePath(
  deps: Deps,
  actor: Parameters<typeof saveWithAudit>[1],
  input: { key: OverridableRouteKey; path: string },
): Promise<ConsoleItem> {
  const path = cmsPathKey(input.path);
  // Read before the save's transaction: PGlite's one connection would wait on it for ever.
  const pages = path === overridableRoutes[input.key] ? [] : await deps.content.pageRoutes();
  return changeSiteConfig(deps, actor, 'route_path.set', (fields) => {
    const routes: Partial<Record<OverridableRouteKey, string>> = { ...(fields.routes ?? {}) };
    if (path === overridableRoutes[input.key]) {
      delete routes[input.key];
    } else {
      if (collidesWithBuiltInRoute(path)) refused('One of the shop’s own pages answers at that path.');
      const taken = Object.entries(routes).find(([key, p]) => key !== input.key && p === path);
      if (taken) refused(`The ${taken[0]} page already answers at that path.`);
      if (pages.some((p) => cmsPathKey(p.path) === path)) refused('A CMS page answers at that path.');
      routes[input.key] = path;
    }
    return { ...fields, routes };
  });
}

/** PUT /staff/api/content/routes/{key} (`{ path }`), for content editors; the kept CMS answers are cleared after it. */
export function routeOverrideRoutes(
  deps: ConsoleFlowDeps,
  onRequest: ReturnType<typeof requireStaff>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/content/routes/:key',
      {
        schema: {
          tags: ['staff'],
          params: routeOverrideParamsSchema,
          body: routeOverrideRequestSchema,
          response: { 200: envelopeOf(consoleContentItemSchema) },
        },
        onRequest,
      },
      async (request) => {
        const saved = await setRoutePath(deps, actingStaff(request), { ...request.params, ...request.body });
        app.answerCache.clear();
        return ok(saved);
      },
    );
  };
}
