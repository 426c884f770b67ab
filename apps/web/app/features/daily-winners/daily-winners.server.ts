/**
 * The Daily Winners pages' data (issue 27, docs/decisions/395-399, 428): the program, the
 * customer's membership and entries, the giveaway lists and a giveaway with its draw checked from
 * its public data, through the pages' port, behind the membership capabilities (1-platform.md §6).
 */
import {
  BENEFITS_PAGE_PATH,
  type Benefits,
  type CapabilityNeed,
  type CustomerMembership,
  GIVEAWAY_PAGE_SIZE,
  type GiveawayDraw,
  type GiveawayVerification,
  giveawayParamsSchema,
  type MembershipConfig,
  PREMIUM_MEMBERSHIP_OFFER,
} from '@drawline/contracts';
import { verifyRaffle } from '@drawline/contracts/raffle-draw';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { getCustomer, requireCustomer } from '../../lib/customer.server';
import { text } from '../../lib/form-errors';
import { notFound, orNotFound } from '../../lib/not-found';
import { membershipErrorMessage, UNKNOWN_ERROR } from './membership-errors';

export { UNKNOWN_ERROR } from './membership-errors';

async function gate(request: Request, context: AppLoadContext, need: CapabilityNeed, signedIn: boolean) {
  await Promise.all([requireCapabilities(request, context, need), signedIn ? requireCustomer(request, context) : null]);
  return apiSession(request, context);
}

/** A page number from the path: 1 when absent, null when it is not a page. */
function pageOf(param: string | undefined | null): number | null {
  if (param === undefined || param === null || param === '') return 1;
  return /^[1-9][0-9]{0,5}$/.test(param) ? Number(param) : null;
}

export interface GiveawayListPage {
  items: GiveawayDraw[];
  page: number;
  pages: number;
  total: number;
}

async function giveawayPage(
  session: ReturnType<typeof apiSession>,
  status: 'current' | 'closed',
  pageParam: string | undefined | null,
): Promise<GiveawayListPage> {
  const page = pageOf(pageParam);
  if (page === null) throw notFound();
  const offset = (page - 1) * GIVEAWAY_PAGE_SIZE;
  const answer = await session.platform.giveaways({ status, limit: GIVEAWAY_PAGE_SIZE, offset });
  const pages = Math.max(1, Math.ceil(answer.pageInfo.total / GIVEAWAY_PAGE_SIZE));
  if (page > pages) throw notFound();
  return { items: answer.items, page, pages, total: answer.pageInfo.total };
}

/** /daily-winners: the program for anyone; the config and the customer's membership once signed in. */
export async function loadProgram(request: Request, context: AppLoadContext) {
  const session = await gate(request, context, routeNeeds.dailyWinners, false);
  const customer = await getCustomer(request, context);
  if (!customer) return data({ signedIn: false as const }, { headers: session.headers() });
  const [config, membership]: [MembershipConfig, CustomerMembership] = await Promise.all([
    session.platform.membershipConfig(),
    session.platform.customerMembership(),
  ]);
  return data({ signedIn: true as const, config, membership }, { headers: session.headers() });
}

/** What the program's forms answer: said in the page's live region. */
export type MembershipActionData = { ok: boolean; said: string };

/**
 * The forms of the program, tiers and entries pages: `join` (PUT /membership, the free tier),
 * `benefits` (GET /v3/benefits, then its link followed),
 * `premium` (the same call with the premium tier, decision 456) and `unlock` with the giveaway's
 * id (PUT /v3/draws/{id}); `cart` puts premium in the cart as its membership line (decision 476)
 * and goes to the cart. A refusal shows the server's message, or
 * 'An unknown error occurred'.
 */
export async function membershipAction(request: Request, context: AppLoadContext, need: CapabilityNeed) {
  const session = await gate(request, context, need, true);
  const form = await request.formData();
  const answer = (body: MembershipActionData, status = 200) =>
    data<MembershipActionData>(body, { status, headers: session.headers() });
  const intent = text(form, 'intent');
  try {
    if (intent === 'join') {
      const joined = await session.platform.joinMembership({ membershipTier: 'free' });
      return answer({
        ok: true,
        said:
          joined.membershipStatus === 'member'
            ? 'You are a member: your entries are in.'
            : 'You have joined. Make your first deposit to start entering.',
      });
    }
    if (intent === 'premium') {
      const upgraded = await session.platform.joinMembership({ membershipTier: 'premium' });
      return answer({
        ok: upgraded.membershipTier === 'premium',
        said:
          upgraded.membershipTier === 'premium'
            ? 'You are premium: your subscription is in your recurring purchases.'
            : UNKNOWN_ERROR,
      });
    }
    if (intent === 'cart') {
      const offer = PREMIUM_MEMBERSHIP_OFFER.key;
      await session.platform.addCartItem({
        productOfferKey: offer,
        gameType: 'membership',
        gameOffer: offer,
        numGames: 1,
      });
      return redirect('/cart', { headers: session.headers() });
    }
    if (intent === 'benefits') {
      // A new single-use link each time (decision 526): followed at once, on our own benefits page.
      const { ssoUrl } = await session.platform.benefitsLink();
      const link = new URL(ssoUrl, request.url);
      if (link.pathname !== BENEFITS_PAGE_PATH) return answer({ ok: false, said: UNKNOWN_ERROR }, 500);
      return redirect(`${link.pathname}${link.search}`, { headers: session.headers() });
    }
    if (intent === 'unlock') {
      await session.platform.unlockGiveawayEntry(text(form, 'drawId'));
      return answer({ ok: true, said: 'Your entry is unlocked: you are in the draw.' });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) throw error;
    return answer({ ok: false, said: membershipErrorMessage(error) }, error instanceof ApiError ? error.status : 400);
  }
  return answer({ ok: false, said: UNKNOWN_ERROR }, 400);
}

/** /daily-winners/winners: the closed giveaways and their winners, nine a page (?page=). */
export async function loadWinners(request: Request, context: AppLoadContext) {
  const session = await gate(request, context, routeNeeds.dailyWinners, true);
  const list = await giveawayPage(session, 'closed', new URL(request.url).searchParams.get('page'));
  return data({ list }, { headers: session.headers() });
}

/** /daily-winners/membership-tiers: the tiers of the program's config, and the customer's own (decision 456). */
export async function loadTiers(request: Request, context: AppLoadContext) {
  const session = await gate(request, context, routeNeeds.membershipTiers, true);
  const [config, membership] = await Promise.all([
    session.platform.membershipConfig(),
    session.platform.customerMembership(),
  ]);
  return data({ config, membership }, { headers: session.headers() });
}

/** The checks of a drawn giveaway, recomputed on the server from its public data alone. */
export interface GiveawayCheck {
  commitmentMatches: boolean;
  digestMatches: boolean;
  winnersMatch: boolean;
  recomputedWinners: number[];
}

function checkOf(v: GiveawayVerification): GiveawayCheck | null {
  if (v.status !== 'drawn' || !v.seed) return null;
  return verifyRaffle(v);
}

/**
 * /daily-winners/giveaways/:giveawayType/:drawNumber: the giveaway for a signed-in customer (with
 * their entry, if any), and for anyone its draw's public data with the winners recomputed.
 */
export async function loadGiveaway(
  request: Request,
  context: AppLoadContext,
  params: { giveawayType?: string; drawNumber?: string },
) {
  const session = await gate(request, context, routeNeeds.dailyWinners, false);
  const parsed = giveawayParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound();
  const { giveawayType, drawNumber } = parsed.data;
  const customer = await getCustomer(request, context);
  const verification = await orNotFound(session.platform.giveawayVerification(giveawayType, drawNumber));
  const [giveaway, membership] = customer
    ? await Promise.all([
        orNotFound(session.platform.giveaway(giveawayType, drawNumber)),
        session.platform.customerMembership(),
      ])
    : [null, null];
  const entry = giveaway ? (membership?.membershipEntries.find((e) => e.drawId === giveaway.id) ?? null) : null;
  const origin = new URL(request.url).origin;
  return data(
    {
      giveawayType,
      drawNumber,
      giveaway,
      entry,
      verification,
      check: checkOf(verification),
      dataUrl: `${origin}/rewards/v3/giveaways/${giveawayType}/${drawNumber}/verification`,
    },
    { headers: session.headers() },
  );
}

/** /my-account/current-giveaways[/:page]: the open giveaways with the member's entry in each. */
export async function loadCurrentGiveaways(request: Request, context: AppLoadContext, pageParam: string | undefined) {
  const session = await gate(request, context, routeNeeds.giveaways, true);
  const [list, membership] = await Promise.all([
    giveawayPage(session, 'current', pageParam),
    session.platform.customerMembership(),
  ]);
  return data({ list, membership }, { headers: session.headers() });
}

/** /my-account/closed-giveaways[/:page]: the closed giveaways and their winners. */
export async function loadClosedGiveaways(request: Request, context: AppLoadContext, pageParam: string | undefined) {
  const session = await gate(request, context, routeNeeds.giveaways, true);
  const list = await giveawayPage(session, 'closed', pageParam);
  return data({ list }, { headers: session.headers() });
}

/**
 * /daily-winners/benefits?token: where a benefits link (ssoUrl) leads (decision 526). The link is
 * opened once: a used, expired or forged one shows the server's message and the way to a new one,
 * with the refusal's status. Anyone holding the link may open it, signed in or not.
 */
export async function loadBenefits(request: Request, context: AppLoadContext) {
  const session = await gate(request, context, routeNeeds.dailyWinners, false);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const answer = (body: { benefits: Benefits | null; said: string | null }, status = 200) =>
    data(body, { status, headers: session.headers() });
  try {
    return answer({ benefits: await session.platform.openBenefits(token), said: null });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return answer({ benefits: null, said: membershipErrorMessage(error) }, error.status);
  }
}
