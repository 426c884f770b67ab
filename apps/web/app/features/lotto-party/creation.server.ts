/**
 * The lotto party creation's steps on the server (3-account.md §2, §4, §5, §8; issue 26, decision
 * 453): /lotto-party's loader starts them (a new group, or a new session of the organiser's group
 * with ?groupId) and its action takes each step's form, from the page without scripts or from the
 * layout's creation modal through a fetcher. The group is made at name_group, the session at
 * select_auto_session; join_session adds the organiser's shares to the cart like any member's.
 */
import {
  formatMoney,
  formMessages,
  LOTTO_PARTY_HOLD_MINUTES,
  LOTTO_PARTY_SHARE_PRICE,
  LOTTO_PARTY_SHARES,
  type LottoPartyCreationStep,
  lottoPartyErrorCodes,
  lottoPartyIdSchema,
  type ProductOffer,
} from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { clock } from '../../lib/clock';
import { requireCustomer } from '../../lib/customer.server';
import { text } from '../../lib/form-errors';
import { notFound, orNotFound } from '../../lib/not-found';
import { loadOffers } from '../catalogue';
import { CREATE_FAILED, type CreationState, type DrawChoice } from './creation';
import { addSharesToCart } from './lotto-party.server';

type Session = ReturnType<typeof apiSession>;

async function gate(request: Request, context: AppLoadContext) {
  await Promise.all([
    requireCapabilities(request, context, routeNeeds.lottoPartyCreate),
    requireCustomer(request, context),
  ]);
  return apiSession(request, context);
}

const drawDate = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' });

/** The draws a session can be opened for: each lotto party lottery's next two draws still on sale beyond the hold. */
export function drawChoicesOf(offers: readonly ProductOffer[], now: number, offerKey?: string): DrawChoice[] {
  const holdMs = LOTTO_PARTY_HOLD_MINUTES * 60_000;
  return offers
    .filter((o) => o.type === 'lottery_ticket' && !o.suspended && o.availability === 'available')
    .filter((o) => o.gameTypes.some((g) => g.key === 'lotto_party') && (!offerKey || o.key === offerKey))
    .flatMap((o) =>
      o.draws
        .filter((d) => Date.parse(d.stopDate) - holdMs > now)
        .slice(0, 2)
        .map((d) => ({ drawId: d.drawId, label: `${o.name} draw ${d.drawNo}, ${drawDate(d.drawDate)}` })),
    );
}

async function drawChoices(session: Session, request: Request, offerKey: string): Promise<DrawChoice[]> {
  const { offers } = await loadOffers(session.platform, request);
  const now = clock.now().getTime();
  const mine = drawChoicesOf(offers, now, offerKey || undefined);
  return mine.length > 0 ? mine : drawChoicesOf(offers, now);
}

function state(step: LottoPartyCreationStep, from: Partial<CreationState> = {}): CreationState {
  return {
    step,
    groupId: '',
    groupName: '',
    offer: '',
    drawId: '',
    sharePrice: '',
    sharesTotal: '',
    autosession: 'off',
    draws: [],
    session: null,
    errors: {},
    failed: null,
    ...from,
  };
}

/** /lotto-party[?groupId&offer]: the first step, name_group, or select_draw for the organiser's own group. */
export async function loadCreation(request: Request, context: AppLoadContext) {
  const session = await gate(request, context);
  const query = new URL(request.url).searchParams;
  const offer = /^[a-z0-9_-]{1,64}$/i.test(query.get('offer') ?? '') ? (query.get('offer') ?? '') : '';
  const groupId = query.get('groupId');
  if (groupId === null) {
    return data(state('name_group', { offer }), { headers: session.headers() });
  }
  if (!lottoPartyIdSchema.safeParse(groupId).success) throw notFound();
  const group = await orNotFound(session.platform.lottoPartyGroup(groupId), [404, 400]);
  if (!group.isOrganiser) throw notFound();
  const draws = await drawChoices(session, request, offer);
  return data(state('select_draw', { groupId, groupName: group.groupName, offer, draws }), {
    headers: session.headers(),
  });
}

/** What the form carries from the steps before. */
function carried(form: FormData): Partial<CreationState> {
  return {
    groupId: lottoPartyIdSchema.safeParse(text(form, 'groupId')).success ? text(form, 'groupId') : '',
    groupName: text(form, 'groupName').slice(0, 200),
    offer: text(form, 'offer').slice(0, 64),
    drawId: text(form, 'drawId').slice(0, 64),
    sharePrice: text(form, 'sharePrice').slice(0, 20),
    sharesTotal: text(form, 'sharesTotal').slice(0, 10),
    autosession: text(form, 'autosession') === 'on' ? 'on' : 'off',
  };
}

/** A dollar amount as typed ('5', '5.50') in cents, or a message (3-account.md §5 currency, the config's bounds). */
export function sharePriceCents(value: string): number | string {
  if (value === '') return formMessages.required;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return formMessages.currency;
  const cents = Math.round(Number(value) * 100);
  const money = (amount: number) => formatMoney({ amount, currency: 'AUD' });
  if (cents < LOTTO_PARTY_SHARE_PRICE.min) return formMessages.minimum(money(LOTTO_PARTY_SHARE_PRICE.min));
  if (cents > LOTTO_PARTY_SHARE_PRICE.max) return formMessages.maximum(money(LOTTO_PARTY_SHARE_PRICE.max));
  return cents;
}

export function sharesTotalOf(value: string): number | string {
  if (value === '') return formMessages.required;
  if (!/^\d{1,4}$/.test(value)) return formMessages.numbers;
  const n = Number(value);
  if (n < LOTTO_PARTY_SHARES.min || n > LOTTO_PARTY_SHARES.max)
    return `Choose from ${LOTTO_PARTY_SHARES.min} to ${LOTTO_PARTY_SHARES.max} shares.`;
  return n;
}

const codeOf = (error: ApiError) => Object.values(error.errors ?? {}).flatMap((list) => list.map((e) => e.code));

async function nameGroup(session: Session, request: Request, values: Partial<CreationState>) {
  const groupName = values.groupName ?? '';
  if (groupName === '') return state('name_group', { ...values, errors: { groupName: formMessages.required } });
  try {
    const group = await session.platform.createLottoPartyGroup({ groupName });
    const draws = await drawChoices(session, request, values.offer ?? '');
    return state('select_draw', { ...values, groupId: group.groupId, groupName: group.groupName, draws });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const codes = codeOf(error);
    if (codes.includes(lottoPartyErrorCodes.profanity))
      return state('name_group', { ...values, errors: { groupName: 'Please choose a group name without profanity.' } });
    if (error.status === 409 || codes.includes(lottoPartyErrorCodes.duplicateName))
      return state('name_group', { ...values, errors: { groupName: 'A group with this name already exists.' } });
    if (error.status === 400)
      return state('name_group', {
        ...values,
        errors: { groupName: error.fieldMessages().group_name?.[0] ?? error.message },
      });
    return state('name_group', { ...values, failed: CREATE_FAILED });
  }
}

/** The join_session step of a session just made: its invite link and the shares left to buy. */
async function joinState(session: Session, values: Partial<CreationState>, sessionId: string, errors = {}) {
  const made = await orNotFound(session.platform.lottoPartySession(sessionId), [404, 400]);
  const group = await session.platform.lottoPartyGroup(made.groupId);
  return state('join_session', {
    ...values,
    groupId: group.groupId,
    groupName: group.groupName,
    errors,
    session: {
      sessionId: made.sessionId,
      sharePrice: made.sharePrice,
      sharesRemaining: made.sharesRemaining,
      invitePath: group.inviteToken ? `/lotto-party/group?invite=${group.inviteToken}` : null,
    },
  });
}

async function openSession(session: Session, request: Request, values: Partial<CreationState>) {
  const price = sharePriceCents(values.sharePrice ?? '');
  const shares = sharesTotalOf(values.sharesTotal ?? '');
  if (typeof price === 'string' || typeof shares === 'string') return state('set_share_price', values);
  try {
    const made = await session.platform.createLottoPartySession({
      groupId: values.groupId ?? '',
      drawId: values.drawId ?? '',
      sharePrice: { amount: price },
      sharesTotal: shares,
      autosessionStatus: values.autosession ?? 'off',
    });
    return await joinState(session, values, made.sessionId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 422) {
      const draws = await drawChoices(session, request, values.offer ?? '');
      return state('select_draw', {
        ...values,
        draws,
        errors: { drawId: 'Sales for this draw have closed. Choose another draw.' },
      });
    }
    return state('select_auto_session', { ...values, failed: CREATE_FAILED });
  }
}

/** One step's form: checks it, makes the group or session when it is their step, and answers the next step. */
export async function creationAction(request: Request, context: AppLoadContext) {
  const session = await gate(request, context);
  const form = await request.formData();
  const values = carried(form);
  const step = text(form, 'step') as LottoPartyCreationStep;
  const answer = async (): Promise<CreationState | Response> => {
    switch (step) {
      case 'name_group':
        return nameGroup(session, request, values);
      case 'select_draw': {
        const draws = await drawChoices(session, request, values.offer ?? '');
        if (!values.groupId) return state('name_group', values);
        if (!draws.some((d) => d.drawId === values.drawId))
          return state('select_draw', { ...values, draws, errors: { drawId: 'Choose a draw.' } });
        return state('set_share_price', values);
      }
      case 'set_share_price': {
        const price = sharePriceCents(values.sharePrice ?? '');
        const shares = sharesTotalOf(values.sharesTotal ?? '');
        const errors: Record<string, string> = {};
        if (typeof price === 'string') errors.sharePrice = price;
        if (typeof shares === 'string') errors.sharesTotal = shares;
        return state(Object.keys(errors).length > 0 ? 'set_share_price' : 'select_auto_session', { ...values, errors });
      }
      case 'select_auto_session':
        return openSession(session, request, values);
      case 'join_session': {
        const sessionId = text(form, 'session');
        const added = await addSharesToCart(request, context, sessionId, Number(text(form, 'shares')));
        if (added instanceof Response) return added;
        if (!lottoPartyIdSchema.safeParse(sessionId).success) throw notFound();
        return joinState(session, values, sessionId, { shares: added.said });
      }
      default:
        return state('name_group', values);
    }
  };
  const next = await answer();
  if (next instanceof Response) return next;
  const status = next.failed ? 500 : Object.keys(next.errors).length > 0 ? 400 : 200;
  return data(next, { status, headers: session.headers() });
}
