import type { Cause } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { orNotFound } from './offers.server';

/** Every cause, for the directory (GET /causes). */
export async function loadCauses(request: Request, context: AppLoadContext): Promise<Cause[]> {
  return [...(await apiSession(request, context).platform.causes({ limit: '100' })).items];
}

/** One cause by its url slug (GET /causes/{key} answers slugs too), or the 404 page. */
export async function loadCause(request: Request, context: AppLoadContext, slug: string | undefined): Promise<Cause> {
  return orNotFound(apiSession(request, context).platform.cause(slug ?? ''));
}
