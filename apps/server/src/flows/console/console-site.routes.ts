import {
  bannerStateCodeSchema,
  consoleBannerRequestSchema,
  consoleBannerSchema,
  consoleCapabilitiesSchema,
  consoleRoles,
  consoleVoucherSchema,
  createVoucherRequestSchema,
  type StaffRole,
  segmentCapabilityParamsSchema,
  segmentCapabilityRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingStaff, requireStaff } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { ConsoleFlowDeps } from './console-flow.deps';
import { createVoucher, endVoucher } from './manage-vouchers';
import { setSegmentCapability } from './set-segment-capability';
import { setSitewideBanner } from './set-sitewide-banner';

export const bannerParams = z.object({ stateCode: bannerStateCodeSchema });
export const voucherParams = z.object({ code: z.string().min(1).max(20) });

/** GET /capabilities's answer: every switch, and the segments by name. */
export async function readConsoleCapabilities(capabilities: ConsoleFlowDeps['capabilities']) {
  const [switches, segments] = await Promise.all([capabilities.listSwitches(), capabilities.listSegments()]);
  return { ...switches, segments: segments.map((s) => s.segmentName) };
}

/** The console's site pages (docs/decisions/234-235): the sitewide banners, vouchers and capabilities. */
export function consoleSiteRoutes(deps: ConsoleFlowDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const may = (roles: readonly StaffRole[]) => requireStaff(...roles);
  return async (app) => {
    app.get(
      '/sitewide-banners',
      {
        schema: { tags, response: { 200: envelopeOf(z.array(consoleBannerSchema)) } },
        onRequest: may(consoleRoles.content),
      },
      async () => ok(await deps.content.listSitewideBanners()),
    );

    app.put(
      '/sitewide-banners/:stateCode',
      {
        schema: {
          tags,
          params: bannerParams,
          body: consoleBannerRequestSchema,
          response: { 200: envelopeOf(z.object({ stateCode: z.string(), text: z.string() })) },
        },
        onRequest: may(consoleRoles.content),
      },
      async (request) =>
        ok(
          await setSitewideBanner(deps, actingStaff(request), {
            stateCode: request.params.stateCode,
            text: request.body.text,
          }),
        ),
    );

    app.get(
      '/vouchers',
      {
        schema: { tags, response: { 200: envelopeOf(z.array(consoleVoucherSchema)) } },
        onRequest: may(consoleRoles.content),
      },
      async () => ok(await deps.vouchers.list()),
    );

    app.post(
      '/vouchers',
      {
        schema: { tags, body: createVoucherRequestSchema, response: { 200: envelopeOf(consoleVoucherSchema) } },
        onRequest: may(consoleRoles.content),
      },
      async (request) => ok(await createVoucher(deps, actingStaff(request), request.body)),
    );

    app.post(
      '/vouchers/:code/end',
      {
        schema: {
          tags,
          params: voucherParams,
          response: { 200: envelopeOf(consoleVoucherSchema) },
        },
        onRequest: may(consoleRoles.content),
      },
      async (request) => ok(await endVoucher(deps, actingStaff(request), request.params.code.toUpperCase())),
    );

    app.get(
      '/capabilities',
      {
        schema: { tags, response: { 200: envelopeOf(consoleCapabilitiesSchema) } },
        onRequest: may(consoleRoles.content),
      },
      async () => ok(await readConsoleCapabilities(deps.capabilities)),
    );

    app.put(
      '/segments/:segmentName/capabilities/:capability',
      {
        schema: {
          tags,
          params: segmentCapabilityParamsSchema,
          body: segmentCapabilityRequestSchema,
          response: { 200: envelopeOf(z.object({ segmentName: z.string(), capability: z.string(), on: z.boolean() })) },
        },
        onRequest: may(consoleRoles.content),
      },
      async (request) =>
        ok(await setSegmentCapability(deps, actingStaff(request), { ...request.params, on: request.body.on })),
    );
  };
}
