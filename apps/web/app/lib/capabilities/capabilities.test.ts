import type { PlatformPort } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { filterByNeed, requireCapabilities } from './capabilities';
import { routeNeeds } from './route-needs';

/** The status of what a loader threw with `data(null, { status })`. */
const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } } | undefined)?.init?.status;

const request = new Request('http://shop.test/lotto-results', { headers: { cookie: 'web_access_token=abc' } });

/** A platform whose port answers GET /capabilities with one segment, noting whose token asked. */
function contextWith(capabilities: string[]) {
  const calls: (string | undefined)[] = [];
  const platform = (accessToken: string | undefined) =>
    ({
      capabilities: async () => {
        calls.push(accessToken);
        return { segments: [{ segmentName: 'anonymous', capabilities }], currentSegmentName: 'anonymous' };
      },
    }) as unknown as PlatformPort;
  return { context: { platform }, calls };
}

describe('requireCapabilities', () => {
  it('lets a loader through when the segment meets the need', async () => {
    const { context, calls } = contextWith(['commercial_lotteries']);
    const have = await requireCapabilities(request, context, routeNeeds.statistics);
    expect(have.has('commercial_lotteries')).toBe(true);
    // Asked once, as the holder of the page's access token.
    expect(calls).toEqual(['abc']);
  });

  it('answers 404 when a capability is missing', async () => {
    const { context } = contextWith(['commercial_lotteries']);
    const error = await requireCapabilities(request, context, routeNeeds.syndicates).catch((e: unknown) => e);
    expect(statusOf(error)).toBe(404);
  });

  it('accepts any one of an any-of need, and needs every one of an all-of need', async () => {
    await expect(
      requireCapabilities(request, contextWith(['multi_offer_site']).context, routeNeeds.socialPlay),
    ).resolves.toBeDefined();
    const partial = contextWith(['subscription_manage']).context;
    const error = await requireCapabilities(request, partial, routeNeeds.subscriptions).catch((e: unknown) => e);
    expect(statusOf(error)).toBe(404);
  });
});

describe('filterByNeed', () => {
  it('keeps items without a need and those whose need is met', () => {
    const items = [{ key: 'a' }, { key: 'b', need: routeNeeds.blog }, { key: 'c', need: routeNeeds.causes }];
    expect(filterByNeed(items, new Set(['blog'])).map((i) => i.key)).toEqual(['a', 'b']);
  });
});
