import {
  type Capabilities,
  type CapabilityName,
  capabilityAvailable,
  capabilityNames,
  defaultShopEngines,
  type ShopEngines,
  type SocialProvider,
  socialLoginCapabilities,
  socialProviders as socialProviderList,
} from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { capabilities, capabilitySuppressions, segments } from './capabilities.tables';

/** Segments the platform itself names; others are the operator's, given to customers by identity. */
export const segmentNames = {
  anonymous: 'anonymous',
  anonymousInternational: 'anonymous_international',
  customer: 'default',
} as const;

/** The segment for a visitor who is not signed in: derived from the country (docs/decisions/003). */
/**
 * Who asks for the capabilities: the signed-in customer's segment (set by identity) and the
 * country the shop locates the visitor in. An HTTP call and a page ask the same way.
 */
export interface CapabilityViewer {
  customerId?: string;
  segmentName?: string;
  countryCode: string;
}

/** The viewer's segment: the customer's when signed in, else one derived from the country. */
export function segmentOfViewer(viewer: CapabilityViewer): string {
  return viewer.segmentName ?? derivedSegmentName({ countryCode: viewer.countryCode });
}

/** The segment answered when the viewer's own is not configured: the customers' or the visitors'. */
export function fallbackSegmentOf(viewer: CapabilityViewer): string {
  return viewer.customerId ? segmentNames.customer : segmentNames.anonymous;
}

export function derivedSegmentName(input: { countryCode?: string }): string {
  if (input.countryCode && input.countryCode !== 'AU') return segmentNames.anonymousInternational;
  return segmentNames.anonymous;
}

const known = new Set<string>(capabilityNames);

/** `engines`: the shop's configuration (config.shopEngines); none of an engine that is off is given out. */
export function createCapabilitiesService({
  db,
  engines = defaultShopEngines,
  socialProviders = {},
  nativeApp = false,
}: {
  db: Db;
  engines?: Readonly<ShopEngines>;
  /** The sign-in providers configured (docs/decisions/380): a provider's social login capability needs its client. */
  socialProviders?: Partial<Record<SocialProvider, unknown>>;
  /** Whether the native app's store links are configured (decision 481): native_app needs them. */
  nativeApp?: boolean;
}) {
  const unconfigured = new Set<string>(
    socialProviderList.filter((p) => !socialProviders[p]).map((p) => socialLoginCapabilities[p]),
  );
  if (!nativeApp) unconfigured.add('native_app');
  return {
    /**
     * Every segment with its capabilities: the enabled ones less those it suppresses, and less
     * those of an engine the shop's configuration leaves off (docs/decisions/303, 353), whatever the switches say.
     */
    async listSegments(): Promise<Capabilities['segments']> {
      const [segs, caps, suppressed] = await Promise.all([
        db.select().from(segments).orderBy(segments.name),
        db.select().from(capabilities).where(eq(capabilities.enabled, true)).orderBy(capabilities.name),
        db.select().from(capabilitySuppressions),
      ]);
      return segs.map((s) => {
        const off = new Set(suppressed.filter((x) => x.segmentName === s.name).map((x) => x.capability));
        return {
          segmentName: s.name,
          capabilities: caps
            .map((c) => c.name)
            .filter(
              (n): n is CapabilityName =>
                known.has(n) &&
                !off.has(n) &&
                !unconfigured.has(n) &&
                capabilityAvailable(n as CapabilityName, engines),
            ),
        };
      });
    },

    /** Every segment, and the current one: the asked segment, or `fallback` when no such segment exists. */
    async forSegment(segmentName: string, fallback: string = segmentNames.anonymous): Promise<Capabilities> {
      const list = await this.listSegments();
      const current = list.some((s) => s.segmentName === segmentName) ? segmentName : fallback;
      return { segments: list, currentSegmentName: current };
    },

    /** Whether a signed-in customer's segment (else the customers' own) has the capability: a rule the server keeps. */
    async customerHas(segmentName: string, capability: CapabilityName): Promise<boolean> {
      const { segments: list, currentSegmentName } = await this.forSegment(segmentName, segmentNames.customer);
      return list.some((s) => s.segmentName === currentSegmentName && s.capabilities.includes(capability));
    },

    /** GET /capabilities for this viewer, over HTTP or from a page: their segment, else the fallback. */
    forViewer(viewer: CapabilityViewer): Promise<Capabilities> {
      return this.forSegment(segmentOfViewer(viewer), fallbackSegmentOf(viewer));
    },

    async setCapability(name: CapabilityName, enabled: boolean): Promise<void> {
      await db
        .insert(capabilities)
        .values({ name, enabled })
        .onConflictDoUpdate({ target: capabilities.name, set: { enabled } });
    },

    /** The switches as staff see them (docs/decisions/239): each capability on or off sitewide, and each segment's suppressions. */
    async listSwitches(): Promise<{
      sitewide: { name: string; enabled: boolean }[];
      suppressed: { segmentName: string; capability: string }[];
    }> {
      const [caps, suppressed] = await Promise.all([
        db.select().from(capabilities).orderBy(capabilities.name),
        db
          .select()
          .from(capabilitySuppressions)
          .orderBy(capabilitySuppressions.segmentName, capabilitySuppressions.capability),
      ]);
      return { sitewide: caps.filter((c) => known.has(c.name)), suppressed };
    },

    /**
     * Turns a capability on or off for one segment, in the caller's transaction (off suppresses it;
     * on lifts the suppression, so it follows the sitewide switch again). Answers whether it was on before.
     */
    async setForSegment(
      tx: Tx,
      input: { segmentName: string; capability: CapabilityName; on: boolean },
    ): Promise<{ wasOn: boolean }> {
      const [seg] = await tx.select().from(segments).where(eq(segments.name, input.segmentName));
      if (!seg) throw new AppError('not_found', { message: 'No segment has this name.' });
      const where = and(
        eq(capabilitySuppressions.segmentName, input.segmentName),
        eq(capabilitySuppressions.capability, input.capability),
      );
      const [was] = await tx.select().from(capabilitySuppressions).where(where).for('update');
      const [cap] = await tx.select().from(capabilities).where(eq(capabilities.name, input.capability));
      if (input.on) await tx.delete(capabilitySuppressions).where(where);
      // A capability without its row is off everywhere already: nothing to suppress.
      else if (cap) {
        await tx
          .insert(capabilitySuppressions)
          .values({ segmentName: input.segmentName, capability: input.capability })
          .onConflictDoNothing();
      }
      return { wasOn: !was && Boolean(cap?.enabled) };
    },

    async suppress(segmentName: string, capability: CapabilityName): Promise<void> {
      await db.insert(capabilitySuppressions).values({ segmentName, capability }).onConflictDoNothing();
    },
  };
}
export type CapabilitiesService = ReturnType<typeof createCapabilitiesService>;
