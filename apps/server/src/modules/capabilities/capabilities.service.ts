import { type Capabilities, type CapabilityName, capabilityNames } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { capabilities, capabilitySuppressions, segments } from './capabilities.tables';

/** The segment for a visitor who is not signed in: derived from the country (docs/decisions/003). */
export function derivedSegmentName(input: { countryCode?: string; subVariant?: string }): string {
  if (input.countryCode && input.countryCode !== 'AU') return 'anonymous_international';
  return 'anonymous';
}

const known = new Set<string>(capabilityNames);

export function createCapabilitiesService({ db }: { db: Db }) {
  return {
    /** Every segment with its capabilities: the enabled ones less those it suppresses. */
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
          capabilities: caps.map((c) => c.name).filter((n): n is CapabilityName => known.has(n) && !off.has(n)),
        };
      });
    },

    async forSegment(segmentName: string): Promise<Capabilities> {
      const list = await this.listSegments();
      const current = list.some((s) => s.segmentName === segmentName) ? segmentName : 'anonymous';
      return { segments: list, currentSegmentName: current };
    },

    async setCapability(name: CapabilityName, enabled: boolean): Promise<void> {
      await db
        .insert(capabilities)
        .values({ name, enabled })
        .onConflictDoUpdate({ target: capabilities.name, set: { enabled } });
    },

    async suppress(segmentName: string, capability: CapabilityName): Promise<void> {
      await db.insert(capabilitySuppressions).values({ segmentName, capability }).onConflictDoNothing();
    },
  };
}
export type CapabilitiesService = ReturnType<typeof createCapabilitiesService>;
