import type { ResultCategory } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { loadPricingName } from '../catalogue';
import { loadLatestResults } from './results.server';

/**
 * A results list's answer (every result, or one category's), newest first, with the session's
 * headers: the results routes' and, at an overridden path, the route that stands in (decision 483).
 */
export async function resultsListAnswer(
  request: Request,
  context: AppLoadContext,
  category: ResultCategory | undefined,
  page: number,
  /** At an overridden path (decision 483): that path, where the list of every result answers. */
  allBase?: string,
) {
  const session = apiSession(request, context);
  const pricingName = await loadPricingName(session.platform, request);
  const list = await loadLatestResults(session.platform, pricingName, category, page);
  const answer = { kind: 'results-list' as const, list: category ?? ('all' as const), ...list };
  return data(allBase ? { ...answer, allBase } : answer, { headers: session.headers() });
}
