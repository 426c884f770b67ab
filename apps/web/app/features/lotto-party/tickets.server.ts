/**
 * The lotto party's ticket page and play tab data (issue 26, decision 454): a member's order of a
 * session (its shares, what they paid and got back, the numbers, their part of the prize), and on
 * /{offer}/lotto-party the open sessions of the customer's groups for that lottery.
 */
import { LOTTO_PARTY_GROUP_PAGE_SIZE, lottoPartyIdSchema } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { fetchCapabilities, requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { getCustomer, requireCustomer } from '../../lib/customer.server';
import { notFound, orNotFound } from '../../lib/not-found';
import type { GroupSessions } from './party-play';

/** /my-account/lotto-party/ticket/:id: one of the customer's orders with its session's details. */
export async function loadTicket(request: Request, context: AppLoadContext, id: string | undefined) {
  await Promise.all([
    requireCapabilities(request, context, routeNeeds.lottoPartyTicket),
    requireCustomer(request, context),
  ]);
  const session = apiSession(request, context);
  if (!lottoPartyIdSchema.safeParse(id).success) throw notFound();
  const order = await orNotFound(session.platform.lottoPartyOrder(id as string, { showDetails: 'true' }), [404, 400]);
  return data({ order }, { headers: session.headers() });
}

/**
 * The play tab's lotto party part: for a visitor, nothing (the tab asks them to sign in); for a
 * customer, each of their groups (first page) with its open sessions for this lottery.
 */
export async function loadPartyPlay(
  request: Request,
  context: AppLoadContext,
  offerKey: string,
): Promise<{ signedIn: boolean; groups: GroupSessions[] }> {
  const [customer, have] = await Promise.all([getCustomer(request, context), fetchCapabilities(request, context)]);
  if (!customer || !have.some((c) => c === 'social_syndicates_joiner' || c === 'social_syndicates_organiser'))
    return { signedIn: Boolean(customer), groups: [] };
  const platform = apiSession(request, context).platform;
  const groups = await platform.lottoPartyGroups({ limit: String(LOTTO_PARTY_GROUP_PAGE_SIZE) });
  const withSessions = await Promise.all(
    groups.items.map(async (g) => {
      const open = await platform.lottoPartyGroupSessions(g.groupId, { openOnly: true, limit: '20' });
      return {
        groupId: g.groupId,
        groupName: g.groupName,
        isOrganiser: g.isOrganiser,
        sessions: open.items.filter((s) => s.draws[0]?.productOfferKey === offerKey),
      };
    }),
  );
  return { signedIn: true, groups: withSessions };
}
