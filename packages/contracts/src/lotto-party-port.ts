import type { z } from 'zod';
import type {
  CreateGroupBody,
  CreateSessionBody,
  LottoPartyConfig,
  LottoPartyGroup,
  LottoPartyOrder,
  LottoPartySession,
  lottoPartyDetailsQuerySchema,
  lottoPartyListQuerySchema,
  lottoPartyOrdersQuerySchema,
  updateSessionSchema,
} from './lotto-party';

/** A page of a lotto party list as the pages' port gives it: the envelope's result and pageInfo. */
export interface LottoPartyPage<T> {
  items: T[];
  pageInfo: { limit: number; offset: number; total: number };
}

type ListQuery = z.input<typeof lottoPartyListQuerySchema>;
type DetailsQuery = z.input<typeof lottoPartyDetailsQuerySchema>;

/**
 * The pages' port's calls for the lotto party (3-account.md §7, docs/decisions/387-392, 425), part
 * of PlatformPort; each is the /social/v3 call named beside it, with the same schemas and refusals:
 * a visitor's lists are empty pages, every other call refuses a visitor with 401.
 */
export interface LottoPartyPort {
  /** GET /social/v3/config and /config/{pricingId} */
  lottoPartyConfig(pricingId?: string): Promise<LottoPartyConfig>;
  /** GET /social/v3/group?limit&offset */
  lottoPartyGroups(query?: ListQuery): Promise<LottoPartyPage<LottoPartyGroup>>;
  /** GET /social/v3/group/{id} */
  lottoPartyGroup(groupId: string): Promise<LottoPartyGroup>;
  /** GET /social/v3/group/{id}/session, or /session/open with openOnly */
  lottoPartyGroupSessions(
    groupId: string,
    query?: ListQuery & { openOnly?: boolean },
  ): Promise<LottoPartyPage<LottoPartySession>>;
  /** GET /social/v3/session/{id} */
  lottoPartySession(sessionId: string): Promise<LottoPartySession>;
  /** GET /social/v3/session/discover, or /session/discover/draw/{drawId} */
  discoverLottoPartySessions(query?: ListQuery & { drawId?: string }): Promise<LottoPartyPage<LottoPartySession>>;
  /** GET /social/v3/orders?status&limit&offset */
  lottoPartyOrders(query?: z.input<typeof lottoPartyOrdersQuerySchema>): Promise<LottoPartyPage<LottoPartyOrder>>;
  /** GET /social/v3/orders/{id}?show_details */
  lottoPartyOrder(orderId: string, query?: DetailsQuery): Promise<LottoPartyOrder>;
  /** GET /social/v3/orders/social_syndicate_session/{id}?show_details */
  lottoPartySessionOrders(sessionId: string, query?: DetailsQuery): Promise<LottoPartyOrder[]>;
  /** GET /social/v3/orders/recommended?limit&offset */
  recommendedLottoPartySessions(query?: ListQuery): Promise<LottoPartyPage<LottoPartySession>>;
  /** GET /social/v3/group/token/{token}: the invite link joins the viewer to its group. */
  joinLottoPartyGroup(token: string): Promise<LottoPartyGroup>;
  /** POST /social/v3/group */
  createLottoPartyGroup(body: CreateGroupBody): Promise<LottoPartyGroup>;
  /** POST /social/v3/session */
  createLottoPartySession(body: CreateSessionBody): Promise<LottoPartySession>;
  /** PUT /social/v3/session/{id} */
  updateLottoPartySession(sessionId: string, body: z.input<typeof updateSessionSchema>): Promise<LottoPartySession>;
}
