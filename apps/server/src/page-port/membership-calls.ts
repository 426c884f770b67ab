import {
  benefitsLinkSchema,
  benefitsSchema,
  benefitsSsoQuerySchema,
  customerMembershipSchema,
  drawEntryParamsSchema,
  drawEntryUpdateAnswerSchema,
  drawEntryUpdateBodySchema,
  giveawayDrawSchema,
  giveawayListQuerySchema,
  giveawayParamsSchema,
  giveawayVerificationSchema,
  MEMBERSHIP_PROGRAM,
  type MembershipPort,
  membershipConfigSchema,
  membershipUpdateBodySchema,
} from '@drawline/contracts';
import { z } from 'zod';
import { benefitsLink, readCustomerMembership, unlockGiveawayEntry } from '../flows/membership/customer-membership';
import { loadGiveawayVerification } from '../flows/membership/giveaway-verification';
import type { MembershipFlowDeps } from '../flows/membership/membership-flow.deps';
import { updateMembership } from '../flows/membership/upgrade-to-premium';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

/**
 * The membership program on the pages' port (docs/decisions/395, 428): each runs what its rewards
 * route runs (modules/membership and flows/membership routes), its input checked with the route's
 * schema, for the signed-in viewer (a visitor is 401); a giveaway's verification and a benefits
 * link's opening (its token is the key, decision 526) are public.
 */
export function membershipCalls(deps: MembershipFlowDeps, { call, signedIn }: PortKit): MembershipPort {
  const { membership } = deps;
  const customerId = async () => (await signedIn()).customerId;
  return {
    membershipConfig: () =>
      call(async () => {
        await signedIn();
        return membershipConfigSchema.parse(await membership.config());
      }),
    customerMembership: () =>
      call(async () => customerMembershipSchema.parse(await readCustomerMembership(deps, await customerId()))),
    giveaways: (query = {}) =>
      call(async () => {
        await signedIn();
        const { status, limit, offset } = parseInput(giveawayListQuerySchema, query);
        const { draws, total } = await membership.listGiveaways({ status, limit, offset });
        return { items: z.array(giveawayDrawSchema).parse(draws), pageInfo: { limit, offset, total } };
      }),
    giveaway: (giveawayType, drawNumber) =>
      call(async () => {
        await signedIn();
        const params = parseInput(giveawayParamsSchema, { giveawayType, drawNumber: String(drawNumber) });
        return giveawayDrawSchema.parse(await membership.giveaway(params.giveawayType, params.drawNumber));
      }),
    giveawayVerification: (giveawayType, drawNumber) =>
      call(async () => {
        const params = parseInput(giveawayParamsSchema, { giveawayType, drawNumber: String(drawNumber) });
        return giveawayVerificationSchema.parse(
          await loadGiveawayVerification(deps, params.giveawayType, params.drawNumber),
        );
      }),
    joinMembership: (body = {}) =>
      call(async () => {
        const who = await customerId();
        const asked = parseInput(membershipUpdateBodySchema, {
          membershipProgram: MEMBERSHIP_PROGRAM,
          membershipStatus: 'member',
          ...body,
        });
        return customerMembershipSchema.parse(await updateMembership(deps, who, asked));
      }),
    unlockGiveawayEntry: (drawId) =>
      call(async () => {
        const who = await customerId();
        const params = parseInput(drawEntryParamsSchema, { id: drawId });
        parseInput(drawEntryUpdateBodySchema, { entryStatus: 'unlocked' });
        return drawEntryUpdateAnswerSchema.parse(await unlockGiveawayEntry(deps, who, params.id));
      }),
    benefitsLink: () => call(async () => benefitsLinkSchema.parse(await benefitsLink(deps, await customerId()))),
    openBenefits: (token) =>
      call(async () => {
        const query = parseInput(benefitsSsoQuerySchema, { token });
        return benefitsSchema.parse(await membership.openBenefits(query.token));
      }),
  };
}
