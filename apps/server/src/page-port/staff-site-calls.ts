import {
  consoleBannerRequestSchema,
  consoleBannerSchema,
  consoleCapabilitiesSchema,
  consoleCauseChoiceSchema,
  consoleRaffleSchema,
  consoleRoles,
  consoleVoucherSchema,
  createVoucherRequestSchema,
  raffleRequestSchema,
  STAFF_API_PREFIX,
  segmentCapabilityParamsSchema,
  segmentCapabilityRequestSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import type { ConsoleFlowDeps } from '../flows/console/console-flow.deps';
import { bannerParams, readConsoleCapabilities, voucherParams } from '../flows/console/console-site.routes';
import { createVoucher, endVoucher } from '../flows/console/manage-vouchers';
import { setSegmentCapability } from '../flows/console/set-segment-capability';
import { setSitewideBanner } from '../flows/console/set-sitewide-banner';
import { createRaffle } from '../flows/raffles/create-raffle';
import { editRaffle } from '../flows/raffles/edit-raffle';
import { publishRaffle } from '../flows/raffles/publish-raffle';
import type { RaffleFlowDeps } from '../flows/raffles/raffle-flow.deps';
import { RAFFLES_ROUTE, raffleParams, raffleShopChanged } from '../flows/raffles/raffles.routes';
import { causeChoices, listRaffles, readRaffle } from '../modules/catalogue';
import type { AnswerCache } from '../platform/cache';
import { parseInput } from './port-refusal';
import type { StaffKit, StaffSiteCalls } from './staff-kit';

/** What the console's content and raffle calls run: their routes' own deps, and the kept answers a publish clears. */
export interface StaffSiteCallsDeps {
  console: ConsoleFlowDeps;
  raffles: RaffleFlowDeps;
  answers: AnswerCache;
}

/**
 * The staff port's calls of the console's banners, vouchers, capabilities and raffles pages: each
 * runs what its route runs (flows/console/console-site.routes.ts, flows/raffles/raffles.routes.ts);
 * creating a raffle is once per key in the member's scope, as its route runs it.
 */
export function staffSiteCalls(deps: StaffSiteCallsDeps, { may, acting }: StaffKit): StaffSiteCalls {
  const { console: con, raffles } = deps;
  const content = () => may(consoleRoles.content);
  const raffling = () => may(consoleRoles.raffles);
  const raffleOf = (raffleId: string) => parseInput(raffleParams, { raffleId }).raffleId;
  return {
    sitewideBanners: async () => {
      await content();
      return z.array(consoleBannerSchema).parse(await con.content.listSitewideBanners());
    },

    setSitewideBanner: async (stateCode, body) => {
      const by = acting(await content());
      const params = parseInput(bannerParams, { stateCode });
      const { text } = parseInput(consoleBannerRequestSchema, body);
      const saved = await setSitewideBanner(con, by, { stateCode: params.stateCode, text });
      return z.object({ stateCode: z.string(), text: z.string() }).parse(saved);
    },

    vouchers: async () => {
      await content();
      return z.array(consoleVoucherSchema).parse(await con.vouchers.list());
    },

    createVoucher: async (body) => {
      const by = acting(await content());
      return consoleVoucherSchema.parse(await createVoucher(con, by, parseInput(createVoucherRequestSchema, body)));
    },

    endVoucher: async (code) => {
      const by = acting(await content());
      const params = parseInput(voucherParams, { code });
      return consoleVoucherSchema.parse(await endVoucher(con, by, params.code.toUpperCase()));
    },

    consoleCapabilities: async () => {
      await content();
      return consoleCapabilitiesSchema.parse(await readConsoleCapabilities(con.capabilities));
    },

    setSegmentCapability: async (segmentName, capability, body) => {
      const by = acting(await content());
      const params = parseInput(segmentCapabilityParamsSchema, { segmentName, capability });
      const { on } = parseInput(segmentCapabilityRequestSchema, body);
      const saved = await setSegmentCapability(con, by, { ...params, on });
      return z.object({ segmentName: z.string(), capability: z.string(), on: z.boolean() }).parse(saved);
    },

    raffles: async () => {
      await raffling();
      return z.array(consoleRaffleSchema).parse(await listRaffles(raffles.db, raffles.clock.now()));
    },

    raffleCauses: async () => {
      await raffling();
      return z.array(consoleCauseChoiceSchema).parse(await causeChoices(raffles.db));
    },

    raffle: async (raffleId) => {
      await raffling();
      return consoleRaffleSchema.parse(await readRaffle(raffles.db, raffleOf(raffleId), raffles.clock.now()));
    },

    createRaffle: async (body, { idempotencyKey }) => {
      const staff = await raffling();
      const asked = parseInput(raffleRequestSchema, body);
      const outcome = await raffles.idempotency.runCall(
        {
          scope: `staff:${staff.staffId}`,
          key: idempotencyKey,
          method: 'POST',
          route: `${STAFF_API_PREFIX}${RAFFLES_ROUTE}`,
          params: {},
          body: asked,
        },
        (tx) => createRaffle(raffles, tx, staff.staffId, acting(staff), asked),
        201,
      );
      return consoleRaffleSchema.parse(outcome.body);
    },

    editRaffle: async (raffleId, body) => {
      const by = acting(await raffling());
      const id = raffleOf(raffleId);
      const asked = parseInput(raffleRequestSchema, body);
      return consoleRaffleSchema.parse(raffleShopChanged(deps.answers, await editRaffle(raffles, by, id, asked)));
    },

    publishRaffle: async (raffleId) => {
      const staff = await raffling();
      const id = raffleOf(raffleId);
      const published = await publishRaffle(raffles, staff.staffId, acting(staff), id);
      return consoleRaffleSchema.parse(raffleShopChanged(deps.answers, published));
    },
  };
}
