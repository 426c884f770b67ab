import { envelope } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { filterByNeed, requireCapabilities } from './capabilities';
import { routeNeeds } from './route-needs';

/** The status of what a loader threw with `data(null, { status })`. */
const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } } | undefined)?.init?.status;

/** A platform that answers GET /v2/capabilities with one segment. */
function contextWith(capabilities: string[]) {
  const calls: string[] = [];
  const apiFetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const body = envelope({ segments: [{ segmentName: 'anonymous', capabilities }], currentSegmentName: 'anonymous' });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { context: { apiFetch }, calls };
}

describe('requireCapabilities', () => {
  it('lets a loader through when the segment meets the need', async () => {
    const { context, calls } = contextWith(['commercial_lotteries']);
    const have = await requireCapabilities(context, routeNeeds.statistics);
    expect(have.has('commercial_lotteries')).toBe(true);
    expect(calls).toEqual(['/v2/capabilities']);
  });

  it('answers 404 when a capability is missing', async () => {
    const { context } = contextWith(['commercial_lotteries']);
    const error = await requireCapabilities(context, routeNeeds.syndicates).catch((e: unknown) => e);
    expect(statusOf(error)).toBe(404);
  });

  it('accepts any one of an any-of need, and needs every one of an all-of need', async () => {
    await expect(
      requireCapabilities(contextWith(['multi_offer_site']).context, routeNeeds.socialPlay),
    ).resolves.toBeDefined();
    const partial = contextWith(['subscription_manage']).context;
    const error = await requireCapabilities(partial, routeNeeds.subscriptions).catch((e: unknown) => e);
    expect(statusOf(error)).toBe(404);
  });
});

describe('filterByNeed', () => {
  it('keeps items without a need and those whose need is met', () => {
    const items = [{ key: 'a' }, { key: 'b', need: routeNeeds.blog }, { key: 'c', need: routeNeeds.causes }];
    expect(filterByNeed(items, new Set(['blog'])).map((i) => i.key)).toEqual(['a', 'b']);
  });
});
