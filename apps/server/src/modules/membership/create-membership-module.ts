import {
  type Benefits,
  type EntryStatus,
  type GiveawayDraw,
  type GiveawayType,
  MEMBERSHIP_PROGRAM,
  type MembershipConfig,
  type MembershipEntry,
  type MembershipTier,
} from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { notFound } from '../../platform/app-error';
import type { Secrets } from '../credentials';
import { type BenefitLinkDeps, makeBenefitLink, openBenefitLink } from './benefit-links';
import {
  dueGiveaways,
  entrantsOf,
  lockGiveawayToDraw,
  type NewGiveawayWinner,
  numberedEntries,
  recordGiveawayWinners,
  winnersOfGiveaway,
  winnersOfGiveaways,
} from './giveaway-draws';
import { benefitsOf, giveawayDrawOf, programConfig } from './giveaway-view';
import {
  createGiveaway,
  type ExtraEntries,
  giveawayById,
  giveawayByNumber,
  hasGiveawayClosingAt,
  listGiveaways,
  type NewGiveaway,
  openEntriesOf,
  unlockEntry,
  writeEntries,
} from './giveaways';
import { numberOfEntriesText } from './membership-rules';
import { extendPremium, joinMembership, lockMembership, promoteToMember, readMembership, tierAt } from './memberships';
import { programAudience, readProgramSettings, withProgramSettings } from './program-settings';

export interface MembershipDeps {
  db: Db;
  clock: Clock;
  random: Random;
  secrets: Secrets;
  publicUrl: string;
  siteName: string;
  /** The premium tier is sold only while the recurring engine is on (config.shopEngines; decision 456). */
  premiumOnSale?: boolean;
}

const program = MEMBERSHIP_PROGRAM;

/**
 * The membership program (docs/decisions/395-399): memberships, giveaways and their entries, the
 * draws' records and the benefits links. Age, breaks from play, deposits and prizes are other
 * modules': flows/membership brings them together.
 */
export function createMembershipModule(deps: MembershipDeps) {
  const { db, clock } = deps;
  const links: BenefitLinkDeps = deps;
  const draws = async (rows: Awaited<ReturnType<typeof listGiveaways>>['rows']): Promise<GiveawayDraw[]> => {
    const winners = await winnersOfGiveaways(
      db,
      rows.map((r) => r.id),
    );
    const now = clock.now();
    return rows.map((r) => giveawayDrawOf(r, winners.get(r.id) ?? [], now));
  };
  /** The program's config: the shop's own words, with what content editors saved over them (decision 461). */
  const configWith = async (giveaways: Record<'daily' | 'monthly' | 'special', GiveawayDraw[]>) => {
    const saved = await readProgramSettings(db, program);
    const own = programConfig({
      programId: program,
      siteName: deps.siteName,
      giveaways,
      premiumOnSale: deps.premiumOnSale === true,
    });
    return withProgramSettings(own, saved?.settings ?? null);
  };
  const current = async (type?: GiveawayType) => {
    const { rows } = await listGiveaways(db, { program, status: 'current', limit: 100, offset: 0, now: clock.now() });
    return draws(type ? rows.filter((r) => r.type === type) : rows);
  };
  return {
    program,
    readMembership: (customerId: string, tx?: Tx) => readMembership(tx ?? db, customerId, program),
    joinMembership: (
      tx: Tx,
      input: { customerId: string; tier: MembershipTier; metadata: Record<string, string>; deposited: boolean },
    ) => joinMembership(tx, { ...input, program, now: clock.now() }),
    promoteToMember: (customerId: string) => promoteToMember(db, customerId, program, clock.now()),
    /** The tier the customer holds now: premium while a paid period runs (decision 456), else free. */
    async tierOf(customerId: string, tx?: Tx): Promise<MembershipTier> {
      const row = await readMembership(tx ?? db, customerId, program);
      return row ? tierAt(row, clock.now()) : 'free';
    },
    tierAt: (row: Parameters<typeof tierAt>[0]) => tierAt(row, clock.now()),
    /** The membership locked in the caller's transaction: an upgrade waits for the customer's other one. */
    lockMembership: (tx: Tx, customerId: string) => lockMembership(tx, customerId, program),
    /** A paid premium period, in the charge's transaction (decision 456). */
    extendPremium: (tx: Tx, customerId: string, until: Date) =>
      extendPremium(tx, { customerId, program, until, now: clock.now() }),
    /** The entries of members in open giveaways, written for one customer (with any extra, decision 527) or all (docs/decisions/396). */
    writeEntries: (customerId?: string, extra?: readonly ExtraEntries[]) =>
      writeEntries(db, { program, now: clock.now(), customerId, extra }),
    /** The customer's entries in the open giveaways, and their total of counted entries. */
    async entriesOf(customerId: string): Promise<{ entries: MembershipEntry[]; total: number }> {
      const rows = await openEntriesOf(db, { program, customerId, now: clock.now() });
      const entries = rows.map((r) => ({
        drawId: r.giveawayId,
        entryStatus: r.status as EntryStatus,
        numberOfEntriesText: numberOfEntriesText(r.status as EntryStatus, r.count),
      }));
      const total = rows.reduce((n, r) => n + (r.status === 'locked' ? 0 : r.count), 0);
      return { entries, total };
    },
    unlockEntry: (customerId: string, giveawayId: string) =>
      db.transaction((tx) => unlockEntry(tx, { program, customerId, giveawayId, now: clock.now() })),
    /** Who may join (issue 27): the pricing ids and segments content editors set; empty lists let everyone. */
    audience: () => programAudience(db, program),
    async config(): Promise<MembershipConfig> {
      const [daily, monthly, special] = await Promise.all([current('daily'), current('monthly'), current('special')]);
      return configWith({ daily, monthly, special });
    },
    /** Open giveaways, as PUT /v3/draws/{id} answers them (upcomingDraws). */
    upcomingDraws: () => current(),
    async listGiveaways(input: { status: 'current' | 'closed'; limit: number; offset: number }) {
      const { rows, total } = await listGiveaways(db, { ...input, program, now: clock.now() });
      return { draws: await draws(rows), total };
    },
    async giveaway(type: GiveawayType, number: number): Promise<GiveawayDraw> {
      const row = await giveawayByNumber(db, program, type, number);
      if (!row) throw notFound('The giveaway');
      return (await draws([row]))[0] as GiveawayDraw;
    },
    giveawayRow: (type: GiveawayType, number: number) => giveawayByNumber(db, program, type, number),
    giveawayById: (id: string, tx?: Tx) => giveawayById(tx ?? db, id),
    hasGiveawayClosingAt: (type: GiveawayType, closeAt: Date) => hasGiveawayClosingAt(db, program, type, closeAt),
    createGiveaway: (tx: Tx, input: Omit<NewGiveaway, 'program'>) =>
      createGiveaway(tx, deps.random, { ...input, program }, clock.now()),
    // The draw (flows/membership/draw-giveaways.ts), in its transaction:
    dueGiveaways: () => dueGiveaways(db, clock.now()),
    lockGiveawayToDraw: (tx: Tx, giveawayId: string) => lockGiveawayToDraw(tx, giveawayId),
    entrantsOf: (tx: Tx, giveawayId: string) => entrantsOf(tx, giveawayId),
    numberedEntries: (tx: Tx, giveawayId: string, leftOut: readonly string[]) =>
      numberedEntries(tx, giveawayId, leftOut),
    recordGiveawayWinners: (tx: Tx, giveawayId: string, winners: readonly NewGiveawayWinner[]) =>
      recordGiveawayWinners(tx, giveawayId, winners, clock.now()),
    winnersOfGiveaway: (giveawayId: string, tx?: Tx) => winnersOfGiveaway(tx ?? db, giveawayId),
    makeBenefitLink: (customerId: string) => makeBenefitLink(links, { customerId, program, now: clock.now() }),
    /** A benefits link opened, once (decisions 399, 526): the tier its member holds now and what it gives. */
    async openBenefits(token: string): Promise<Benefits> {
      const { customerId, program: linkProgram } = await openBenefitLink(links, token, clock.now());
      const row = await readMembership(db, customerId, program);
      const tier = row ? tierAt(row, clock.now()) : 'free';
      const config = await configWith({ daily: [], monthly: [], special: [] });
      return { membershipProgram: linkProgram, ...benefitsOf(config, tier) };
    },
  };
}
export type MembershipModule = ReturnType<typeof createMembershipModule>;
