import {
  createGroupSchema,
  createSessionSchema,
  type LottoPartyPort,
  lottoPartyConfigParamsSchema,
  lottoPartyConfigSchema,
  lottoPartyDetailsQuerySchema,
  lottoPartyDrawParamsSchema,
  lottoPartyGroupSchema,
  lottoPartyIdParamsSchema,
  lottoPartyListQuerySchema,
  lottoPartyOrderSchema,
  lottoPartyOrdersQuerySchema,
  lottoPartySessionSchema,
  lottoPartyTokenParamsSchema,
  updateSessionSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import { type LottoPartyModule, lottoPartyConfig } from '../modules/lotto-party';
import { assertAcceptableInput } from '../platform/input-guard';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

const groups = z.array(lottoPartyGroupSchema);
const sessions = z.array(lottoPartySessionSchema);
const orders = z.array(lottoPartyOrderSchema);
const idOf = (id: string) => parseInput(lottoPartyIdParamsSchema, { id }).id;
/** The HTTP calls' first check, before anything else reads the input: no NUL bytes, lone surrogates or deep nesting. */
const guard = (params: object, query: unknown = {}, body?: unknown) => assertAcceptableInput({ params, query, body });
const emptyPage = (page: { limit: number; offset: number }) => ({ items: [], pageInfo: { ...page, total: 0 } });

/**
 * The lotto party on the pages' port (docs/decisions/425): each runs what its /social/v3 route runs
 * (modules/lotto-party/lotto-party.routes.ts), its input checked with the route's schema. A list
 * checks its query, then answers a visitor an empty page; every other call refuses a visitor (401)
 * before it reads its input, as the routes' preValidation does.
 */
export function lottoPartyCalls(
  deps: { lottoParty: LottoPartyModule },
  { call, signedIn, viewer }: PortKit,
): LottoPartyPort {
  const party = deps.lottoParty;
  const customerId = async () => (await signedIn()).customerId;
  /** A list's viewer: undefined for a visitor, who gets an empty page. */
  const listViewer = async () => (await viewer()).auth?.customerId;
  const sessionList = (items: unknown[], pageInfo: { limit: number; offset: number; total: number }) => ({
    items: sessions.parse(items),
    pageInfo,
  });
  return {
    lottoPartyConfig: (pricingId) =>
      call(async () => {
        guard({ pricingId });
        await signedIn();
        const name = pricingId === undefined ? null : parseInput(lottoPartyConfigParamsSchema, { pricingId }).pricingId;
        return lottoPartyConfigSchema.parse(lottoPartyConfig(name));
      }),
    lottoPartyGroups: (query = {}) =>
      call(async () => {
        guard({}, query);
        const page = parseInput(lottoPartyListQuerySchema, query);
        const who = await listViewer();
        if (!who) return emptyPage(page);
        const { items, pageInfo } = await party.listGroups(who, page);
        return { items: groups.parse(items), pageInfo };
      }),
    lottoPartyGroup: (groupId) =>
      call(async () => {
        guard({ id: groupId });
        const who = await customerId();
        return lottoPartyGroupSchema.parse(await party.getGroup(idOf(groupId), who));
      }),
    lottoPartyGroupSessions: (groupId, { openOnly = false, ...query } = {}) =>
      call(async () => {
        guard({ id: groupId }, query);
        const id = idOf(groupId);
        const page = parseInput(lottoPartyListQuerySchema, query);
        const who = await listViewer();
        if (!who) return emptyPage(page);
        const { items, pageInfo } = await party.listGroupSessions(id, who, { ...page, openOnly });
        return sessionList(items, pageInfo);
      }),
    lottoPartySession: (sessionId) =>
      call(async () => {
        guard({ id: sessionId });
        const who = await customerId();
        return lottoPartySessionSchema.parse(await party.getSession(idOf(sessionId), who));
      }),
    discoverLottoPartySessions: ({ drawId, ...query } = {}) =>
      call(async () => {
        guard({ drawId }, query);
        const draw = drawId === undefined ? undefined : parseInput(lottoPartyDrawParamsSchema, { drawId }).drawId;
        const page = parseInput(lottoPartyListQuerySchema, query);
        const who = await listViewer();
        if (!who) return emptyPage(page);
        const { items, pageInfo } = await party.discoverSessions(who, { ...page, ...(draw ? { drawId: draw } : {}) });
        return sessionList(items, pageInfo);
      }),
    lottoPartyOrders: (query = {}) =>
      call(async () => {
        guard({}, query);
        const { status, limit, offset } = parseInput(lottoPartyOrdersQuerySchema, query);
        const who = await listViewer();
        if (!who) return emptyPage({ limit, offset });
        const { items, pageInfo } = await party.listOrders(who, { status, limit, offset });
        return { items: orders.parse(items), pageInfo };
      }),
    lottoPartyOrder: (orderId, query = {}) =>
      call(async () => {
        guard({ id: orderId }, query);
        const who = await customerId();
        const id = idOf(orderId);
        const { showDetails } = parseInput(lottoPartyDetailsQuerySchema, query);
        return lottoPartyOrderSchema.parse(await party.getOrder(id, who, showDetails === 'true'));
      }),
    lottoPartySessionOrders: (sessionId, query = {}) =>
      call(async () => {
        guard({ id: sessionId }, query);
        const who = await customerId();
        const id = idOf(sessionId);
        const { showDetails } = parseInput(lottoPartyDetailsQuerySchema, query);
        return orders.parse(await party.ordersOfSession(id, who, showDetails === 'true'));
      }),
    recommendedLottoPartySessions: (query = {}) =>
      call(async () => {
        guard({}, query);
        const page = parseInput(lottoPartyListQuerySchema, query);
        const who = await listViewer();
        if (!who) return emptyPage(page);
        const { items, pageInfo } = await party.discoverSessions(who, { ...page, notMine: true });
        return sessionList(items, pageInfo);
      }),
    joinLottoPartyGroup: (token) =>
      call(async () => {
        guard({ token });
        const who = await customerId();
        const asked = parseInput(lottoPartyTokenParamsSchema, { token });
        return lottoPartyGroupSchema.parse(await party.joinByToken(asked.token, who));
      }),
    createLottoPartyGroup: (body) =>
      call(async () => {
        guard({}, {}, body);
        const who = await customerId();
        return lottoPartyGroupSchema.parse(await party.createGroup(who, parseInput(createGroupSchema, body)));
      }),
    createLottoPartySession: (body) =>
      call(async () => {
        guard({}, {}, body);
        const auth = await signedIn();
        return lottoPartySessionSchema.parse(await party.createSession(auth, parseInput(createSessionSchema, body)));
      }),
    updateLottoPartySession: (sessionId, body) =>
      call(async () => {
        guard({ id: sessionId }, {}, body);
        const who = await customerId();
        const id = idOf(sessionId);
        return lottoPartySessionSchema.parse(await party.updateSession(id, who, parseInput(updateSessionSchema, body)));
      }),
  };
}
