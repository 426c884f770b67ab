import type { GiveawayType, MembershipConfig, MembershipTier, ProgramSettings } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { entriesPerTier } from './membership-rules';
import { membershipProgramSettings } from './program-settings.tables';

/** The program's words content editors saved, or null while it keeps the shop's own (decision 461). */
export async function readProgramSettings(
  db: Db | Tx,
  program: string,
): Promise<{ settings: ProgramSettings; updatedAt: Date } | null> {
  const [row] = await db.select().from(membershipProgramSettings).where(eq(membershipProgramSettings.program, program));
  return row ? { settings: row.settings, updatedAt: row.updatedAt } : null;
}

/** Saves the program's words in the caller's transaction, the row locked; answers what they were. */
export async function saveProgramSettings(
  tx: Tx,
  program: string,
  settings: ProgramSettings,
  now: Date,
): Promise<ProgramSettings | null> {
  const [row] = await tx
    .select()
    .from(membershipProgramSettings)
    .where(eq(membershipProgramSettings.program, program))
    .for('update');
  if (row) {
    await tx
      .update(membershipProgramSettings)
      .set({ settings, version: row.version + 1, updatedAt: now })
      .where(eq(membershipProgramSettings.program, program));
  } else {
    // Two first saves at once: the second waits on the key and updates instead.
    await tx
      .insert(membershipProgramSettings)
      .values({ program, settings, version: 1, updatedAt: now })
      .onConflictDoUpdate({ target: membershipProgramSettings.program, set: { settings, updatedAt: now } });
  }
  return row?.settings ?? null;
}

/** The program's config with the saved words over the shop's own; no words saved, it is as it was. */
export function withProgramSettings(config: MembershipConfig, saved: ProgramSettings | null): MembershipConfig {
  if (!saved) return config;
  const words: Record<string, { name: string; description: string }> = {
    free: { name: saved.freeTierName, description: saved.freeTierDescription },
    premium: { name: saved.premiumTierName, description: saved.premiumTierDescription },
  };
  return {
    ...config,
    programName: saved.programName,
    titleContent: saved.titleContent,
    optIn: { ...config.optIn, title: saved.optInTitle, text: saved.optInText },
    footer: { ...config.footer, disclaimerText: saved.disclaimerText },
    membershipTiers: config.membershipTiers.map((t) => ({ ...t, ...words[t.key] })),
    FAQs: saved.faqs.map((f) => ({ question: f.question, answer: f.answer })),
    // Saved before eligibility was set in the console: everyone, as before.
    ...(saved.entriesPerTier
      ? {
          membershipTiers: config.membershipTiers.map((t) => ({
            ...t,
            ...words[t.key],
            entriesPerGiveaway: { ...saved.entriesPerTier?.[t.key as MembershipTier] },
          })),
        }
      : {}),
    eligiblePricingIds: saved.eligiblePricingIds ?? [],
    eligibleSegments: saved.eligibleSegments ?? [],
  };
}

/** Who may join (issue 27): the pricing ids and segments saved (empty: all), without reading the giveaways. */
export async function programAudience(
  db: Db | Tx,
  program: string,
): Promise<{ eligiblePricingIds: string[]; eligibleSegments: string[] }> {
  const saved = await readProgramSettings(db, program);
  return {
    eligiblePricingIds: saved?.settings.eligiblePricingIds ?? [],
    eligibleSegments: saved?.settings.eligibleSegments ?? [],
  };
}

/** Whether a customer of this pricing id and segment may join: each list empty, or naming theirs. */
export function audienceAdmits(
  audience: { eligiblePricingIds: readonly string[]; eligibleSegments: readonly string[] },
  customer: { pricingId: string; segmentName: string },
): 'pricing' | 'segment' | null {
  if (audience.eligiblePricingIds.length && !audience.eligiblePricingIds.includes(customer.pricingId)) return 'pricing';
  if (audience.eligibleSegments.length && !audience.eligibleSegments.includes(customer.segmentName)) return 'segment';
  return null;
}

/** The words members read now, in the console form's shape: the saved ones, else the shop's own. */
export function programSettingsOf(config: MembershipConfig): ProgramSettings {
  const tier = (key: string) => config.membershipTiers.find((t) => t.key === key);
  return {
    programName: config.programName,
    titleContent: config.titleContent,
    optInTitle: config.optIn.title,
    optInText: config.optIn.text,
    disclaimerText: config.footer.disclaimerText,
    freeTierName: tier('free')?.name ?? 'Free',
    freeTierDescription: tier('free')?.description ?? '',
    premiumTierName: tier('premium')?.name ?? 'Premium',
    premiumTierDescription: tier('premium')?.description ?? '',
    faqs: config.FAQs.map((f) => ({ question: f.question, answer: f.answer })),
    eligiblePricingIds: config.eligiblePricingIds,
    eligibleSegments: config.eligibleSegments,
    entriesPerTier: {
      free: { ...entriesPerTier.free, ...tier('free')?.entriesPerGiveaway },
      premium: { ...entriesPerTier.premium, ...tier('premium')?.entriesPerGiveaway },
    },
  };
}

/** The entries each tier gets per giveaway type: the saved table, else the shop's own (decision 396). */
export async function programEntries(
  db: Db | Tx,
  program: string,
): Promise<Readonly<Record<MembershipTier, Readonly<Record<GiveawayType, number>>>>> {
  return (await readProgramSettings(db, program))?.settings.entriesPerTier ?? entriesPerTier;
}
