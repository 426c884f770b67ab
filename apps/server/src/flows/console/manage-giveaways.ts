import {
  type ConsoleGiveaway,
  type ConsoleGiveawayDraw,
  type ConsoleGiveawayRequest,
  type GiveawayDisplay,
  toCurrency,
} from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditLog } from '../../modules/audit';
import {
  consoleGiveaway,
  consoleGiveawayEntries,
  editGiveawayDisplay,
  giveawaySeedId,
  type MembershipModule,
} from '../../modules/membership';
import { commitRaffleSeeds, raffleVerification } from '../../modules/settlement';
import type { ActingStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';

/** What the console's Daily Winners calls run with (decision 460). */
export interface ConsoleGiveawayDeps {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  membership: MembershipModule;
}

/**
 * A content editor makes a giveaway (decision 460): the giveaway, its seed's commitment (public
 * from its first moment, decision 397) and the audit row in one transaction. It may not close in
 * the past: members could never enter it.
 */
export async function createConsoleGiveaway(
  deps: ConsoleGiveawayDeps,
  actor: ActingStaff,
  input: ConsoleGiveawayRequest,
): Promise<ConsoleGiveaway> {
  const now = deps.clock.now();
  if (Date.parse(input.closeAt) <= now.getTime()) {
    throw new AppError('unprocessable', { message: 'A giveaway must close in the future.' });
  }
  const currency = toCurrency('AUD');
  return deps.db.transaction(async (tx) => {
    const row = await deps.membership.createGiveaway(tx, {
      type: input.type,
      title: input.title,
      description: input.description,
      images: { mobile: input.imageMobile, desktop: input.imageDesktop },
      openAt: new Date(input.openAt),
      closeAt: new Date(input.closeAt),
      prize:
        input.prizeKind === 'credit'
          ? { kind: 'credit', amount: input.prizeAmount, currency, name: input.prizeName }
          : { kind: 'goods', name: input.prizeName, currency },
      winnersCount: input.winnersCount,
    });
    await commitRaffleSeeds(tx, [giveawaySeedId(row.id)], now);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'giveaway.create',
      subjectType: 'giveaway',
      subjectId: row.id,
      before: null,
      after: { ...input, number: row.number },
    });
    return consoleGiveaway(tx, row.id, now);
  });
}

/** A content editor changes how a giveaway is shown before its draw, audited in the same transaction. */
export async function editConsoleGiveaway(
  deps: ConsoleGiveawayDeps,
  actor: ActingStaff,
  giveawayId: string,
  display: GiveawayDisplay,
): Promise<ConsoleGiveaway> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await editGiveawayDisplay(tx, giveawayId, display);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await deps.audit.recordAudit(tx, {
        actor,
        action: 'giveaway.edit',
        subjectType: 'giveaway',
        subjectId: giveawayId,
        before,
        after,
      });
    }
    return consoleGiveaway(tx, giveawayId, deps.clock.now());
  });
}

/** A giveaway's draw for a draw operator: its entries, the commitment, the seed once revealed and the winners. */
export async function readConsoleGiveawayDraw(
  deps: Pick<ConsoleGiveawayDeps, 'db' | 'clock' | 'membership'>,
  giveawayId: string,
): Promise<ConsoleGiveawayDraw> {
  const giveaway = await consoleGiveaway(deps.db, giveawayId, deps.clock.now());
  const [entries, published, winners] = await Promise.all([
    consoleGiveawayEntries(deps.db, giveawayId),
    raffleVerification(deps.db, giveawaySeedId(giveawayId)),
    deps.membership.winnersOfGiveaway(giveawayId),
  ]);
  return {
    giveaway,
    entries,
    algorithm: published?.algorithm ?? null,
    commitment: published?.commitment ?? null,
    committedAt: published?.committedAt ?? null,
    seed: published?.seed ?? null,
    revealedAt: published?.revealedAt ?? null,
    ticketsCount: published?.ticketsCount ?? null,
    ticketsDigest: published?.ticketsDigest ?? null,
    winners: winners.map((w) => ({
      slot: w.slot,
      customerId: w.customerId,
      winnerName: w.winnerName,
      entryNumber: w.entryNumber,
      status: w.status as 'paid' | 'to_fulfil',
    })),
  };
}
