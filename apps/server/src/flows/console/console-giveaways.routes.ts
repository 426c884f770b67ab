import {
  consoleGiveawayDrawSchema,
  consoleGiveawayPayoutSchema,
  consoleGiveawayRequestSchema,
  consoleGiveawaySchema,
  consolePremiumBillingSchema,
  consoleProgramSettingsSchema,
  consoleRoles,
  giveawayDisplaySchema,
  programSettingsSchema,
  type StaffRole,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleGiveaway, consoleGiveawayPayouts, consoleGiveaways } from '../../modules/membership';
import { actingStaff, requireStaff } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { readPremiumBilling } from '../../queries/read-premium-billing';
import {
  type ConsoleGiveawayDeps,
  createConsoleGiveaway,
  editConsoleGiveaway,
  readConsoleGiveawayDraw,
} from './manage-giveaways';
import { readConsoleProgramSettings, saveConsoleProgramSettings } from './program-settings';

export const giveawayParams = z.object({ giveawayId: z.string().min(1).max(64) });
export const giveawayPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * The console's Daily Winners calls (issue 27, decision 460): content editors make giveaways and
 * change how they are shown, draw operators read a giveaway's entries and draw, finance the prizes
 * won. Each write and its audit row commit together.
 */
export function consoleGiveawayRoutes(deps: ConsoleGiveawayDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const may = (roles: readonly StaffRole[]) => requireStaff(...roles);
  const answer = envelopeOf(consoleGiveawaySchema);
  const program = () => deps.membership.program;
  return async (app) => {
    app.get(
      '/giveaways',
      {
        schema: { tags, querystring: giveawayPageQuery, response: { 200: envelopeOf(z.array(consoleGiveawaySchema)) } },
        onRequest: may(consoleRoles.giveaways),
      },
      async (request) =>
        ok(await consoleGiveaways(deps.db, { ...request.query, program: program(), now: deps.clock.now() })),
    );

    app.get(
      '/giveaways/payouts',
      {
        schema: {
          tags,
          querystring: giveawayPageQuery,
          response: { 200: envelopeOf(z.array(consoleGiveawayPayoutSchema)) },
        },
        onRequest: may(consoleRoles.giveawayPayouts),
      },
      async (request) => ok(await consoleGiveawayPayouts(deps.db, { ...request.query, program: program() })),
    );

    app.get(
      '/giveaways/billing',
      {
        schema: { tags, querystring: giveawayPageQuery, response: { 200: envelopeOf(consolePremiumBillingSchema) } },
        onRequest: may(consoleRoles.giveawayBilling),
      },
      async (request) =>
        ok(await readPremiumBilling(deps.db, { ...request.query, program: program(), now: deps.clock.now() })),
    );

    app.get(
      '/giveaways/:giveawayId',
      {
        schema: { tags, params: giveawayParams, response: { 200: answer } },
        onRequest: may(consoleRoles.giveaways),
      },
      async (request) => ok(await consoleGiveaway(deps.db, request.params.giveawayId, deps.clock.now())),
    );

    app.get(
      '/giveaways/:giveawayId/draw',
      {
        schema: { tags, params: giveawayParams, response: { 200: envelopeOf(consoleGiveawayDrawSchema) } },
        onRequest: may(consoleRoles.giveawayDraws),
      },
      async (request) => ok(await readConsoleGiveawayDraw(deps, request.params.giveawayId)),
    );

    app.post(
      '/giveaways',
      {
        schema: { tags, body: consoleGiveawayRequestSchema, response: { 200: answer } },
        onRequest: may(consoleRoles.content),
      },
      async (request) => ok(await createConsoleGiveaway(deps, actingStaff(request), request.body)),
    );

    app.get(
      '/membership/settings',
      {
        schema: { tags, response: { 200: envelopeOf(consoleProgramSettingsSchema) } },
        onRequest: may(consoleRoles.content),
      },
      async () => ok(await readConsoleProgramSettings(deps)),
    );

    app.put(
      '/membership/settings',
      {
        schema: { tags, body: programSettingsSchema, response: { 200: envelopeOf(consoleProgramSettingsSchema) } },
        onRequest: may(consoleRoles.content),
      },
      async (request) => ok(await saveConsoleProgramSettings(deps, actingStaff(request), request.body)),
    );

    app.put(
      '/giveaways/:giveawayId',
      {
        schema: { tags, params: giveawayParams, body: giveawayDisplaySchema, response: { 200: answer } },
        onRequest: may(consoleRoles.content),
      },
      async (request) =>
        ok(await editConsoleGiveaway(deps, actingStaff(request), request.params.giveawayId, request.body)),
    );
  };
}
