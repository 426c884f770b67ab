import {
  type Benefits,
  DEFAULT_PROGRAM_URL,
  type GiveawayDraw,
  type GiveawayType,
  type MembershipConfig,
  type MembershipTier,
  membershipTiers,
  PREMIUM_MEMBERSHIP_OFFER,
} from '@drawline/contracts';
import type { GiveawayWinnerRow } from './giveaway-draws';
import type { GiveawayRow } from './giveaways';
import { entriesPerTier } from './membership-rules';

/** A giveaway as the pages show it (3-account.md §3 Draw entry). */
export function giveawayDrawOf(row: GiveawayRow, winners: readonly GiveawayWinnerRow[], now: Date): GiveawayDraw {
  const open = row.status === 'open' && row.openAt <= now && row.closeAt > now;
  const url = `/${DEFAULT_PROGRAM_URL}/giveaways/${row.type}/${row.number}`;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    images: row.images,
    availability: open ? 'available' : 'unavailable',
    open: row.openAt.toISOString(),
    close: row.closeAt.toISOString(),
    number: row.number,
    type: row.type as GiveawayType,
    permits: [...membershipTiers],
    externalId: null,
    pill: row.prizeName,
    details: { title: row.title, transferToken: null, url },
    lockedContent: row.type === 'monthly' ? 'Unlock your entry to go in the draw.' : null,
    status: row.status === 'drawn' ? 'drawn' : row.closeAt <= now ? 'closed' : 'open',
    prize: {
      kind: row.prizeKind as 'credit' | 'goods',
      name: row.prizeName,
      amount: row.prizeKind === 'credit' ? { amount: row.prizeAmount, currency: row.currency } : null,
      winners: row.winnersCount,
    },
    winners: winners.map((w) => ({ slot: w.slot, winnerName: w.winnerName, entryNumber: w.entryNumber })),
  };
}

const tierNames: Record<MembershipTier, string> = { free: 'Free', premium: 'Premium' };

/**
 * GET /v4/config: the program's settings (3-account.md §3). Written here until the console edits
 * them; premium is a monthly subscription (docs/decisions/456).
 */
export function programConfig(input: {
  programId: string;
  siteName: string;
  giveaways: Record<'daily' | 'monthly' | 'special', GiveawayDraw[]>;
  premiumOnSale: boolean;
}): MembershipConfig {
  return {
    programName: 'Daily Winners',
    programUrl: DEFAULT_PROGRAM_URL,
    programId: input.programId,
    programLogo: '',
    titleContent: `Join ${input.siteName}'s Daily Winners: a giveaway every day, free for members.`,
    deposit: { url: `/${DEFAULT_PROGRAM_URL}/deposit`, text: 'Make your first deposit to start entering.' },
    membershipTiers: membershipTiers.map((key) => ({
      key,
      name: tierNames[key],
      description:
        key === 'free'
          ? 'Entries in every giveaway, free.'
          : 'More entries in every giveaway, paid from your wallet each month until you cancel.',
      available: key === 'free' || input.premiumOnSale,
      price: key === 'premium' ? { ...PREMIUM_MEMBERSHIP_OFFER.price } : null,
      entriesPerGiveaway: { ...entriesPerTier[key] },
    })),
    dailyGiveaways: input.giveaways.daily,
    monthlyGiveaways: input.giveaways.monthly,
    specialGiveaways: input.giveaways.special,
    optIn: { title: 'Join Daily Winners', text: 'Members are entered in every daily giveaway.' },
    manageMembership: { title: 'Your membership', text: 'See your entries and unlock monthly giveaways.' },
    pastWinners: { title: 'Past winners', url: `/${DEFAULT_PROGRAM_URL}/winners` },
    FAQs: [
      {
        question: 'How are winners picked?',
        answer:
          'Each giveaway is drawn at its close from a seed committed before entries closed; anyone can check the draw on its verification page.',
      },
    ],
    eligiblePricingIds: [],
    eligibleSegments: [],
    discounts: [],
    navigationItems: [
      { label: 'Giveaways', url: `/${DEFAULT_PROGRAM_URL}` },
      { label: 'Winners', url: `/${DEFAULT_PROGRAM_URL}/winners` },
    ],
    footer: { disclaimerText: 'Members must be 18 or over. Customers taking a break from play are paused.' },
    joinAll: { text: 'Join free' },
    joinPremium: input.premiumOnSale
      ? { text: 'Go premium for more entries in every giveaway', available: true }
      : { text: 'Premium is not sold in this shop', available: false },
    pastDrawsFilter: ['daily', 'major', 'monthly', 'preview', 'special'],
  };
}

const entryWords = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/** What a tier gives its member (decision 526), in the program's own words and entry counts. */
export function benefitsOf(config: MembershipConfig, tier: MembershipTier): Omit<Benefits, 'membershipProgram'> {
  const own = config.membershipTiers.find((t) => t.key === tier);
  const counts = own?.entriesPerGiveaway ?? {};
  const benefits = [
    ...(own?.description ? [own.description] : []),
    ...(['daily', 'major', 'preview', 'special', 'monthly'] as const)
      .filter((type) => (counts[type] ?? 0) > 0)
      .map((type) =>
        type === 'monthly'
          ? `${entryWords(counts[type] ?? 0)} in every monthly giveaway, once you unlock it`
          : `${entryWords(counts[type] ?? 0)} in every ${type} giveaway`,
      ),
  ];
  return { programName: config.programName, membershipTier: tier, tierName: own?.name ?? tierNames[tier], benefits };
}
