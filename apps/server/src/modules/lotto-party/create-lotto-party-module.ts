import type { AutosessionStatus, Currency, PublicityStatus } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { createGroup, getGroup, joinByToken, listGroups } from './groups';
import type { LottoPartyDeps, PageAsked } from './lotto-party.deps';
import {
  type CreateSessionInput,
  createSession,
  discoverSessions,
  getSession,
  listGroupSessions,
  updateSession,
} from './sessions';
import { getOrder, listOrders, ordersOfSession, type TakeSharesInput, takeShares } from './shares';

/** The lotto party (docs/decisions/387-392): groups, sessions, shares and a member's orders. */
export function createLottoPartyModule(deps: LottoPartyDeps) {
  return {
    createGroup: (customerId: string, body: { groupName: string; publicityStatus: PublicityStatus }) =>
      createGroup(deps, customerId, body),
    listGroups: (customerId: string, page: PageAsked) => listGroups(deps, customerId, page),
    getGroup: (groupId: string, customerId: string) => getGroup(deps, groupId, customerId),
    joinByToken: (token: string, customerId: string) => joinByToken(deps, token, customerId),
    createSession: (customer: { customerId: string; currency: Currency }, input: CreateSessionInput) =>
      createSession(deps, customer, input),
    getSession: (sessionId: string, customerId: string) => getSession(deps, sessionId, customerId),
    updateSession: (sessionId: string, customerId: string, change: { autosessionStatus: AutosessionStatus }) =>
      updateSession(deps, sessionId, customerId, change),
    listGroupSessions: (groupId: string, customerId: string, page: PageAsked & { openOnly: boolean }) =>
      listGroupSessions(deps, groupId, customerId, page),
    discoverSessions: (customerId: string, asked: PageAsked & { drawId?: string; notMine?: boolean }) =>
      discoverSessions(deps, customerId, asked),
    listOrders: (customerId: string, asked: PageAsked & { status: 'past_products' | 'upcoming_products' }) =>
      listOrders(deps, customerId, asked),
    getOrder: (orderId: string, customerId: string, details: boolean) => getOrder(deps, orderId, customerId, details),
    ordersOfSession: (sessionId: string, customerId: string, details: boolean) =>
      ordersOfSession(deps, sessionId, customerId, details),
    /** In a checkout's transaction (decision 388): the cap kept by a conditional update. */
    takeShares: (tx: Tx, input: TakeSharesInput) => takeShares(tx, deps, input),
  };
}

export type LottoPartyModule = ReturnType<typeof createLottoPartyModule>;
