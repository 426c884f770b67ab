/**
 * The customer's lotto party pages' data (issue 26, docs/decisions/425, 426): their groups, a group
 * with its sessions and invite link, a session with its numbers, shares and prize, and the invite
 * landing, through the pages' port, behind the social syndicates capabilities (1-platform.md §6),
 * which the server withholds while the lotto party engine is off (decision 303).
 */
import { type CapabilityNeed, LOTTO_PARTY_GROUP_PAGE_SIZE, lottoPartyIdSchema } from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { text } from '../../lib/form-errors';
import { notFound, orNotFound } from '../../lib/not-found';
import { changeCart } from '../cart/index.server';
import type { LottoPartyActionData } from './lotto-party';

async function gate(request: Request, context: AppLoadContext, need: CapabilityNeed) {
  await Promise.all([requireCapabilities(request, context, need), requireCustomer(request, context)]);
  return apiSession(request, context);
}

/** A page number from the path: 1 when absent, null when it is not a page. */
function pageOf(param: string | undefined): number | null {
  if (param === undefined || param === '') return 1;
  return /^[1-9][0-9]{0,5}$/.test(param) ? Number(param) : null;
}
function idOf(param: string | undefined): string {
  const id = lottoPartyIdSchema.safeParse(param);
  if (!id.success) throw notFound();
  return id.data;
}
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / LOTTO_PARTY_GROUP_PAGE_SIZE));

/** /my-account/lotto-party[/:page]: the customer's groups, six a page, and their upcoming shares. */
export async function loadMyParties(request: Request, context: AppLoadContext, pageParam: string | undefined) {
  const session = await gate(request, context, routeNeeds.lottoPartyGroup);
  const page = pageOf(pageParam);
  if (page === null) throw notFound();
  const limit = LOTTO_PARTY_GROUP_PAGE_SIZE;
  const [groups, orders, past] = await Promise.all([
    session.platform.lottoPartyGroups({ limit: String(limit), offset: String((page - 1) * limit) }),
    session.platform.lottoPartyOrders({ status: 'upcoming_products', limit: '20' }),
    session.platform.lottoPartyOrders({ status: 'past_products', limit: '20' }),
  ]);
  const pages = pagesOf(groups.pageInfo.total);
  if (page > pages) throw notFound();
  return data(
    { groups: groups.items, orders: orders.items, past: past.items, page, pages },
    { headers: session.headers() },
  );
}

/** /my-account/lotto-party/group/:id[/:page]: the group, its invite link for members, its sessions. */
export async function loadGroup(request: Request, context: AppLoadContext, id: string | undefined, pageParam?: string) {
  const session = await gate(request, context, routeNeeds.lottoPartyGroup);
  const groupId = idOf(id);
  const page = pageOf(pageParam);
  if (page === null) throw notFound();
  const limit = LOTTO_PARTY_GROUP_PAGE_SIZE;
  const [group, sessions] = await Promise.all([
    orNotFound(session.platform.lottoPartyGroup(groupId)),
    orNotFound(
      session.platform.lottoPartyGroupSessions(groupId, { limit: String(limit), offset: String((page - 1) * limit) }),
    ),
  ]);
  const pages = pagesOf(sessions.pageInfo.total);
  if (page > pages) throw notFound();
  const invitePath = group.inviteToken ? `/lotto-party/group?invite=${group.inviteToken}` : null;
  return data({ group, sessions: sessions.items, page, pages, invitePath }, { headers: session.headers() });
}

/** /my-account/lotto-party/session/:id: the session, its numbers once bought, the customer's shares and prize. */
export async function loadSession(request: Request, context: AppLoadContext, id: string | undefined) {
  const session = await gate(request, context, routeNeeds.lottoPartySession);
  const sessionId = idOf(id);
  const party = await orNotFound(session.platform.lottoPartySession(sessionId));
  // The customer's orders of it: none yet is a 404 of the orders call, an empty list here.
  const orders = party.myShares > 0 ? await orNotFound(session.platform.lottoPartySessionOrders(sessionId)) : [];
  return data({ session: party, orders }, { headers: session.headers() });
}

/** /lotto-party/group?invite={token}: the group the invite link names, before the customer joins. */
export async function loadInvite(request: Request, context: AppLoadContext) {
  const session = await gate(request, context, routeNeeds.lottoPartyGroup);
  const token = new URL(request.url).searchParams.get('invite') ?? '';
  if (!lottoPartyIdSchema.safeParse(token).success) throw notFound();
  return data({ token }, { headers: session.headers() });
}

const saidOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : 'Sorry, something went wrong. Please try again.';

/** The invite landing's form: joins the group (GET /group/token/{token}) and opens its page. */
export async function joinAction(request: Request, context: AppLoadContext) {
  const session = await gate(request, context, routeNeeds.lottoPartyGroup);
  const form = await request.formData();
  const token = text(form, 'token');
  if (!lottoPartyIdSchema.safeParse(token).success)
    return data<LottoPartyActionData>({ ok: false, said: 'This invite link is not valid.' }, { status: 400 });
  try {
    const group = await session.platform.joinLottoPartyGroup(token);
    return redirect(`/my-account/lotto-party/group/${group.groupId}`, { headers: session.headers() });
  } catch (error) {
    const said =
      error instanceof ApiError && error.status === 404
        ? 'This invite link is not valid or has expired.'
        : saidOf(error);
    return data<LottoPartyActionData>({ ok: false, said }, { status: error instanceof ApiError ? error.status : 500 });
  }
}

/**
 * Adds shares of a session to the cart as a social_syndicate_share item, then opens the cart; a
 * refusal is what to say and its status.
 */
export async function addSharesToCart(
  request: Request,
  context: AppLoadContext,
  sessionId: string,
  shares: number,
): Promise<Response | { said: string; status: number }> {
  const session = apiSession(request, context);
  if (!lottoPartyIdSchema.safeParse(sessionId).success || !Number.isInteger(shares) || shares < 1)
    return { said: 'Choose how many shares to buy.', status: 400 };
  try {
    const party = await session.platform.lottoPartySession(sessionId);
    const offer = party.draws[0]?.productOfferKey;
    if (!offer) throw notFound();
    await changeCart(request, context, {
      kind: 'add',
      item: {
        productOfferKey: offer,
        gameType: 'lotto_party',
        gameOffer: 'lotto_party',
        numGames: shares,
        socialSyndicateId: sessionId,
      },
    });
    return redirect('/cart', { headers: session.headers() });
  } catch (error) {
    if (error instanceof Response) throw error;
    return { said: saidOf(error), status: error instanceof ApiError ? error.status : 500 };
  }
}

/** A session's form: adds the chosen shares to the cart, then opens the cart. */
export async function addSharesAction(request: Request, context: AppLoadContext) {
  await gate(request, context, routeNeeds.lottoPartyGroup);
  const form = await request.formData();
  const added = await addSharesToCart(request, context, text(form, 'session'), Number(text(form, 'shares')));
  if (added instanceof Response) return added;
  return data<LottoPartyActionData>({ ok: false, said: added.said }, { status: added.status });
}
