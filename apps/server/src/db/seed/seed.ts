import { capabilityNames, MIN_REGISTRATION_AGE, SESSION_TIMEOUT_SECONDS, type SiteConfig } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import { seededRandom } from '../../lib/random';
import { capabilities, capabilitySuppressions, segments } from '../../modules/capabilities/capabilities.tables';
import {
  brandings,
  draws,
  pricingProductOffers,
  pricings,
  productOffers,
} from '../../modules/catalogue/catalogue.tables';
import { sitewideBanners } from '../../modules/content/content.tables';
import { siteSettings } from '../../modules/site/site.tables';
import type { Db } from '../client';
import { type DemoOffer, demoOffers } from './demo-catalogue';

/** Demo data is generated with fixed randomness, so every fresh shop shows the same history. */
const SEED = 20261121;
const PAST_DRAWS = 12;
const UPCOMING_DRAWS = 4;
const AEST_OFFSET_HOURS = 10;

export function demoSiteConfig(siteName: string): SiteConfig {
  return {
    siteName,
    siteLocale: 'en-AU',
    sessionTimeout: SESSION_TIMEOUT_SECONDS,
    minRegistrationAge: MIN_REGISTRATION_AGE,
    socialAccountUrls: [
      { network: 'facebook', url: 'https://www.facebook.com/drawline' },
      { network: 'instagram', url: 'https://www.instagram.com/drawline' },
    ],
    supportNumber: '1300 000 000',
    supportOpeningHours: 'Monday to Friday, 9am to 5pm AEST',
    supportOpeningHoursList: ['Monday to Friday: 9am to 5pm', 'Saturday: 10am to 2pm', 'Sunday: closed'],
    supportedPaymentMethods: ['visa', 'mastercard', 'amex', 'paypal', 'apple_pay', 'google_pay'],
    defaultPartner: null,
    customerAddressConfig: {
      requiredFields: ['address', 'country', 'postcode', 'state', 'suburb'],
      addressLine2: false,
      format: 'standard',
      lookupProvider: 'postcode',
    },
    appStoreLinks: {
      ios: 'https://apps.apple.com/au/app/drawline/id0000000000',
      android: 'https://play.google.com/store/apps/details?id=au.drawline',
    },
  };
}

/** Capabilities the demo shop keeps off until their features exist (docs/decisions/003). */
const offByDefault = new Set<string>(['experiments', 'boost_buy_tickets_experiment', 'rebrand', 'customer_chat']);

/** 20:30 AEST on the given UTC calendar day. */
function drawTime(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 20 - AEST_OFFSET_HOURS, 30));
}

function drawDaysAround(now: Date, weekday: number): { past: Date[]; upcoming: Date[] } {
  const nowAest = new Date(now.getTime() + AEST_OFFSET_HOURS * 3600_000);
  const base = new Date(Date.UTC(nowAest.getUTCFullYear(), nowAest.getUTCMonth(), nowAest.getUTCDate()));
  const delta = (weekday - base.getUTCDay() + 7) % 7;
  const next = new Date(base.getTime() + delta * 86_400_000);
  const firstUpcoming = drawTime(next) > now ? next : new Date(next.getTime() + 7 * 86_400_000);
  const week = 7 * 86_400_000;
  return {
    upcoming: Array.from({ length: UPCOMING_DRAWS }, (_, i) => drawTime(new Date(firstUpcoming.getTime() + i * week))),
    past: Array.from({ length: PAST_DRAWS }, (_, i) => drawTime(new Date(firstUpcoming.getTime() - (i + 1) * week))),
  };
}

function drawResults(offer: DemoOffer, rnd: ReturnType<typeof seededRandom>): Record<string, number[]> | null {
  const first = offer.gameTypes[0]?.gameOffers[0];
  if (!first || first.numberSets.length === 0) return null;
  const out: Record<string, number[]> = {};
  for (const s of first.numberSets) {
    if (s.ordered && s.max - s.min < s.count) {
      out[s.name] = Array.from({ length: s.count }, () => rnd.int(s.min, s.max + 1));
      continue;
    }
    const extra = s.name === 'Numbers' ? supplementaries(offer.key) : 0;
    const pool = Array.from({ length: s.max - s.min + 1 }, (_, i) => s.min + i);
    const picked: number[] = [];
    for (let i = 0; i < s.count + extra; i++) picked.push(pool.splice(rnd.int(0, pool.length), 1)[0]!);
    out[s.name] = s.ordered ? picked.slice(0, s.count) : picked.slice(0, s.count).sort((a, b) => a - b);
    if (extra) out.Supplementary = picked.slice(s.count);
  }
  return out;
}

function supplementaries(key: string): number {
  if (key === 'oz_lotto2022') return 3;
  if (key.endsWith('_lotto') || key === 'set_for_life2020') return 2;
  return 0;
}

/**
 * Loads the demo shop: site constants, segments and capabilities, pricings, the catalogue and a
 * schedule of draws around `clock.now()`. Safe to run on every start: nothing is duplicated.
 */
export async function seedDemoData(db: Db, clock: Clock, siteName = 'Drawline'): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: 'site_config', value: demoSiteConfig(siteName) })
      .onConflictDoNothing();
    // The sitewide banner: one text for every state, and South Australia's own (2-shopping.md §5).
    await tx
      .insert(sitewideBanners)
      .values([
        {
          stateCode: 'default',
          text: 'Ticket sales close one hour before each lotto draw. Check your numbers any time on the Results page.',
        },
        {
          stateCode: 'SA',
          text: 'South Australian players: prizes are paid under South Australian lottery rules. See the terms for details.',
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(segments)
      .values([
        { name: 'anonymous', description: 'Visitors who are not signed in' },
        { name: 'anonymous_international', description: 'Visitors outside Australia' },
        { name: 'default', description: 'Signed-in customers' },
        { name: 'restricted', description: 'Customers who excluded themselves from play' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(capabilities)
      .values(capabilityNames.map((name) => ({ name, enabled: !offByDefault.has(name) })))
      .onConflictDoNothing();
    await tx
      .insert(capabilitySuppressions)
      .values([
        { segmentName: 'restricted', capability: 'commercial_lotteries' },
        { segmentName: 'restricted', capability: 'charity_lotteries' },
        { segmentName: 'restricted', capability: 'syndicates' },
        { segmentName: 'anonymous_international', capability: 'registration' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(pricings)
      .values([
        { name: 'default', currency: 'AUD', subvariant: null },
        { name: 'sa', currency: 'AUD', subvariant: 'SA' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(brandings)
      .values([
        {
          id: 'drawline',
          subvariant: 'OTHER',
          url: '/',
          brandColourBackgroundText: '#ffffff',
          regionOverrides: { brandingRegions: ['NSW', 'VIC', 'QLD', 'WA', 'TAS', 'ACT', 'NT'], overrides: {} },
        },
        {
          id: 'drawline_sa',
          subvariant: 'SA',
          url: '/',
          brandColourBackgroundText: '#ffffff',
          regionOverrides: { brandingRegions: ['SA'], overrides: { pricingName: 'sa' } },
        },
      ])
      .onConflictDoNothing();

    for (const [i, o] of demoOffers.entries()) {
      const values = {
        key: o.key,
        type: o.type,
        name: o.name,
        url: o.url,
        legacyKeys: o.legacyKeys ?? [],
        urlAliases: o.urlAliases ?? [],
        displayCategory: o.displayCategory,
        description: o.description,
        causes: o.causes ?? [],
        recurringPurchase: o.recurringPurchase ?? null,
        gameTypes: o.gameTypes,
        selectableDays: o.selectableDays ?? [],
      };
      await tx.insert(productOffers).values(values).onConflictDoUpdate({ target: productOffers.key, set: values });
      await tx
        .insert(pricingProductOffers)
        .values([
          { pricingName: 'default', offerKey: o.key, rank: i + 1 },
          { pricingName: 'sa', offerKey: o.key, rank: i + 1 },
        ])
        .onConflictDoNothing();
    }

    for (const o of demoOffers) {
      const rnd = seededRandom(SEED + hash(o.key));
      const { past, upcoming } = drawDaysAround(now, o.drawWeekday);
      const [existing] = await tx
        .select({ max: sql<number | null>`max(${draws.drawNo})` })
        .from(draws)
        .where(sql`${draws.offerKey} = ${o.key}`);
      if (existing?.max != null) continue;
      const baseNo = 1000 + rnd.int(0, 3000);
      const all = [...past.reverse(), ...upcoming];
      const type =
        o.type === 'raffle_ticket'
          ? 'raffle_ticket_draw'
          : o.type === 'syndicate_share'
            ? 'syndicate_share_draw'
            : 'lottery_ticket_draw';
      const rows = all.map((drawDate, idx) => {
        const isPast = drawDate <= now;
        const [lo, hi] = o.jackpot ?? [0, 0];
        const jackpot = o.jackpot ? lo + Math.round((rnd.int(0, 1000) / 1000) * (hi - lo)) : null;
        const drawNo = baseNo + idx;
        const stopDate = new Date(drawDate.getTime() - (o.type === 'raffle_ticket' ? 24 : 1) * 3600_000);
        return {
          drawId: `${o.key}-${drawNo}`,
          offerKey: o.key,
          drawNo,
          type,
          status: isPast ? 'DRAW_PAID' : 'DRAW_OPEN',
          drawDate,
          stopDate,
          prizePool:
            idx === all.length - 1 && o.type === 'lottery_ticket' ? null : jackpot === null ? null : jackpot * 100,
          prizePoolSuffix: o.prizePoolSuffix ?? null,
          results: isPast ? drawResults(o, rnd) : null,
          ticketCap: o.ticketCap ?? null,
          ticketsSold: o.ticketCap ? (isPast ? o.ticketCap : rnd.int(0, Math.floor(o.ticketCap / 2))) : 0,
          drawData:
            o.type === 'raffle_ticket'
              ? { drawNumber: drawNo, drawStop: stopDate.toISOString(), name: `${o.name} draw ${drawNo}` }
              : {},
        };
      });
      await tx.insert(draws).values(rows).onConflictDoNothing();
    }
  });
}

function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h >>> 0;
}
