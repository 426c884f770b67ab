import { ACTIVITY_ENTRIES_CAP } from '@drawline/contracts';
import type { ExtraEntries } from '../../modules/membership';
import { offersBoughtBy } from '../../modules/orders';
import type { MembershipFlowDeps } from './membership-flow.deps';

/**
 * The entries a member has earned by activity in each open giveaway (decision 527): one for each
 * entry their paid orders bought since the giveaway opened (tickets, raffle tickets, shares; not
 * the premium membership itself), at most ACTIVITY_ENTRIES_CAP, while the accumulated entries
 * capability is on for their segment. None without it.
 */
export async function activityEntriesOf(deps: MembershipFlowDeps, customerId: string): Promise<ExtraEntries[]> {
  if (!deps.capabilities) return [];
  const audience = await deps.identity.customer.audienceOf(customerId);
  if (!(await deps.capabilities.customerHas(audience.segmentName ?? '', 'membership_accumulated_entries'))) return [];
  const open = await deps.membership.upcomingDraws();
  const since = [...new Set(open.map((g) => g.open))];
  const bought = new Map(
    await Promise.all(
      since.map(async (from) => {
        const entries = await offersBoughtBy(deps.db, customerId, new Date(from), ACTIVITY_ENTRIES_CAP + 1);
        const n = entries.filter((e) => e.productType !== 'membership').reduce((sum, e) => sum + e.times, 0);
        return [from, Math.min(n, ACTIVITY_ENTRIES_CAP)] as const;
      }),
    ),
  );
  return open.map((g) => ({ giveawayId: g.id, extra: bought.get(g.open) ?? 0 })).filter((e) => e.extra > 0);
}
