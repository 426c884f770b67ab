import {
  consoleCustomerGroupSchema,
  consoleGiveawayDrawSchema,
  consoleGiveawayPayoutSchema,
  consoleGiveawayRequestSchema,
  consoleGiveawaySchema,
  consoleHideGroupRequestSchema,
  consoleLottoPartyGroupSchema,
  consoleLottoPartyMoneySessionSchema,
  consoleLottoPartySessionSchema,
  consolePremiumBillingSchema,
  consoleProgramSettingsSchema,
  consoleRoles,
  giveawayDisplaySchema,
  programSettingsSchema,
  type StaffSocialPort,
} from '@drawline/contracts';
import { z } from 'zod';
import type { ConsoleFlowDeps } from '../flows/console/console-flow.deps';
import { giveawayPageQuery, giveawayParams } from '../flows/console/console-giveaways.routes';
import { groupParams, lottoPartyCustomerParams, pageQuery } from '../flows/console/console-lotto-party.routes';
import { uploadImage } from '../flows/console/edit-content';
import { hideLottoPartyGroup } from '../flows/console/hide-lotto-party-group';
import {
  type ConsoleGiveawayDeps,
  createConsoleGiveaway,
  editConsoleGiveaway,
  readConsoleGiveawayDraw,
} from '../flows/console/manage-giveaways';
import { readConsoleProgramSettings, saveConsoleProgramSettings } from '../flows/console/program-settings';
import { consoleGroupSessions, consoleGroups, consoleMoneySessions } from '../modules/lotto-party';
import { consoleGiveaway, consoleGiveawayPayouts, consoleGiveaways } from '../modules/membership';
import { readCustomerLottoParty } from '../queries/read-customer-lotto-party';
import { readPremiumBilling } from '../queries/read-premium-billing';
import { parseInput } from './port-refusal';
import type { StaffKit } from './staff-kit';

/** What the console's lotto party and Daily Winners calls run: their routes' own deps. */
export interface StaffSocialCallsDeps {
  console: ConsoleFlowDeps;
  giveaways: ConsoleGiveawayDeps;
}

/**
 * The staff port's lotto party and Daily Winners calls (decisions 424, 459, 460): each runs what its
 * route runs (flows/console/console-lotto-party.routes.ts, console-giveaways.routes.ts), with the
 * same role check, input schema, flow and audit row.
 */
export function staffSocialCalls(deps: StaffSocialCallsDeps, { may, acting }: StaffKit): StaffSocialPort {
  const { console: con, giveaways: gw } = deps;
  const now = () => gw.clock.now();
  const program = gw.membership.program;
  return {
    lottoPartyGroups: async (query = {}) => {
      await may(consoleRoles.lottoParty);
      return z.array(consoleLottoPartyGroupSchema).parse(await consoleGroups(con.db, parseInput(pageQuery, query)));
    },
    lottoPartyGroupSessions: async (groupId) => {
      await may(consoleRoles.customerLock);
      const params = parseInput(groupParams, { groupId });
      return z.array(consoleLottoPartySessionSchema).parse(await consoleGroupSessions(con.db, params.groupId));
    },
    hideLottoPartyGroup: async (groupId, hidden) => {
      const by = acting(await may(consoleRoles.content));
      const params = parseInput(groupParams, { groupId });
      const body = parseInput(consoleHideGroupRequestSchema, { hidden });
      return hideLottoPartyGroup(con, by, { groupId: params.groupId, hidden: body.hidden });
    },
    customerLottoPartyGroups: async (customerId) => {
      await may(consoleRoles.customerLock);
      const params = parseInput(lottoPartyCustomerParams, { customerId });
      return z.array(consoleCustomerGroupSchema).parse(await readCustomerLottoParty(con.db, params.customerId));
    },
    lottoPartyMoneySessions: async (query = {}) => {
      await may(consoleRoles.lottoPartyMoney);
      const page = parseInput(pageQuery, query);
      return z.array(consoleLottoPartyMoneySessionSchema).parse(await consoleMoneySessions(con.db, page));
    },
    giveaways: async (query = {}) => {
      await may(consoleRoles.giveaways);
      const page = parseInput(giveawayPageQuery, query);
      return z.array(consoleGiveawaySchema).parse(await consoleGiveaways(gw.db, { ...page, program, now: now() }));
    },
    giveaway: async (giveawayId) => {
      await may(consoleRoles.giveaways);
      const params = parseInput(giveawayParams, { giveawayId });
      return consoleGiveawaySchema.parse(await consoleGiveaway(gw.db, params.giveawayId, now()));
    },
    createGiveaway: async (body) => {
      const by = acting(await may(consoleRoles.content));
      const input = parseInput(consoleGiveawayRequestSchema, body);
      return consoleGiveawaySchema.parse(await createConsoleGiveaway(gw, by, input));
    },
    editGiveaway: async (giveawayId, body) => {
      const by = acting(await may(consoleRoles.content));
      const params = parseInput(giveawayParams, { giveawayId });
      const input = parseInput(giveawayDisplaySchema, body);
      return consoleGiveawaySchema.parse(await editConsoleGiveaway(gw, by, params.giveawayId, input));
    },
    uploadGiveawayPicture: async (bytes) => {
      const by = acting(await may(consoleRoles.content));
      const kept = await uploadImage(con, by, Buffer.from(bytes));
      return { url: kept.url };
    },
    giveawayDraw: async (giveawayId) => {
      await may(consoleRoles.giveawayDraws);
      const params = parseInput(giveawayParams, { giveawayId });
      return consoleGiveawayDrawSchema.parse(await readConsoleGiveawayDraw(gw, params.giveawayId));
    },
    programSettings: async () => {
      await may(consoleRoles.content);
      return consoleProgramSettingsSchema.parse(await readConsoleProgramSettings(gw));
    },
    saveProgramSettings: async (body) => {
      const by = acting(await may(consoleRoles.content));
      const input = parseInput(programSettingsSchema, body);
      return consoleProgramSettingsSchema.parse(await saveConsoleProgramSettings(gw, by, input));
    },
    giveawayPayouts: async (query = {}) => {
      await may(consoleRoles.giveawayPayouts);
      const page = parseInput(giveawayPageQuery, query);
      return z.array(consoleGiveawayPayoutSchema).parse(await consoleGiveawayPayouts(gw.db, { ...page, program }));
    },
    premiumBilling: async (query = {}) => {
      await may(consoleRoles.giveawayBilling);
      const page = parseInput(giveawayPageQuery, query);
      return consolePremiumBillingSchema.parse(await readPremiumBilling(gw.db, { ...page, program, now: now() }));
    },
  };
}
