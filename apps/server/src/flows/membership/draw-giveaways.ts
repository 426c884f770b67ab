import { formatMoney, toCurrency } from '@drawline/contracts';
import { pickRaffleWinners, ticketListDigest } from '@drawline/contracts/raffle-draw';
import type { Tx } from '../../db/client';
import { type CustomerContact, contactsOf } from '../../modules/identity';
import { type GiveawayRow, giveawaySeedId, type NumberedEntry } from '../../modules/membership';
import { commitRaffleSeeds, lockRaffleSeed, revealRaffleSeed } from '../../modules/settlement';
import type { MembershipFlowDeps } from './membership-flow.deps';

/** The operator's offer whose prizes payable account pays giveaway credits (docs/decisions/397). */
export const GIVEAWAY_PRIZES_OFFER = 'daily_winners';

/** A giveaway's numbers 1…N, ascending: what the seed picks from and the digest is made of. */
export function entryNumbers(entries: readonly NumberedEntry[]): number[] {
  return entries.flatMap((e) => Array.from({ length: e.count }, (_, i) => e.first + i));
}

function holderOf(entries: readonly NumberedEntry[], n: number): NumberedEntry | undefined {
  return entries.find((e) => n >= e.first && n < e.first + e.count);
}

/**
 * Picks a giveaway's winners from its numbered entries with the raffle's published algorithm, as
 * `npm run verify-raffle` recomputes them: one number per prize slot; each number is a chance, so
 * a member holding several numbers may win more than one slot.
 */
export function pickGiveawayWinners(
  seed: string,
  entries: readonly NumberedEntry[],
  slots: number,
): { slot: number; entryNumber: number; customerId: string }[] {
  return pickRaffleWinners(seed, entryNumbers(entries), slots).flatMap((n, i) => {
    const holder = holderOf(entries, n);
    return holder ? [{ slot: i + 1, entryNumber: n, customerId: holder.customerId }] : [];
  });
}

/** The entrants on a break from play, asked of limits in slices (a daily giveaway has every member). */
async function onABreak(deps: MembershipFlowDeps, entrants: readonly string[]): Promise<string[]> {
  const SLICE = 5_000;
  const resting: string[] = [];
  for (let i = 0; i < entrants.length; i += SLICE) {
    const slice = entrants.slice(i, i + SLICE);
    const playing = new Set(await deps.limits.marketingAudience(slice));
    resting.push(...slice.filter((id) => !playing.has(id)));
  }
  return resting;
}

/**
 * One giveaway drawn (docs/decisions/397): in one transaction with the giveaway locked, its counted
 * entries of customers not on a break are numbered, the winners picked from the committed seed,
 * written with the move to drawn, the seed revealed with the digest of the numbers, and each
 * credit prize paid once through the ledger. Answers false when another run drew it first.
 */
export async function drawGiveaway(deps: MembershipFlowDeps, giveaway: GiveawayRow): Promise<boolean> {
  const seedId = giveawaySeedId(giveaway.id);
  // Made with the giveaway; a giveaway without one (made before this existed) gets it now.
  await commitRaffleSeeds(deps.db, [seedId], deps.clock.now());
  // A member on a break from play is paused: their entries sit this draw out.
  const resting = await onABreak(deps, await deps.db.transaction((tx) => deps.membership.entrantsOf(tx, giveaway.id)));
  const told = await deps.db.transaction(async (tx) => {
    const locked = await deps.membership.lockGiveawayToDraw(tx, giveaway.id);
    const seed = locked && (await lockRaffleSeed(tx, seedId));
    if (!locked || !seed) return false;
    const entries = await deps.membership.numberedEntries(tx, giveaway.id, resting);
    const winners = pickGiveawayWinners(seed.seed, entries, locked.winnersCount);
    const contacts = await contactsOf(
      tx,
      winners.map((w) => w.customerId),
    );
    const credit = locked.prizeKind === 'credit' && locked.prizeAmount > 0;
    const drawn = await deps.membership.recordGiveawayWinners(
      tx,
      locked.id,
      winners.map((w) => ({
        ...w,
        winnerName: contacts.get(w.customerId)?.publicName ?? 'A winner',
        status: credit ? 'paid' : 'to_fulfil',
      })),
    );
    if (!drawn) return false;
    const numbers = entryNumbers(entries);
    await revealRaffleSeed(tx, seedId, { digest: ticketListDigest(numbers), count: numbers.length }, deps.clock.now());
    if (credit) await payGiveawayPrizes(deps, tx, locked, winners);
    // Told once: the emails are written with the winners, and a giveaway is drawn once.
    for (const w of winners) {
      const contact = contacts.get(w.customerId);
      if (contact) await deps.mail.enqueue(tx, winnerEmail(deps, locked, contact));
    }
    return true;
  });
  if (told) deps.mail.wake();
  return told;
}

function winnerEmail(deps: MembershipFlowDeps, giveaway: GiveawayRow, contact: CustomerContact) {
  const prize =
    giveaway.prizeKind === 'credit'
      ? `${formatMoney({ amount: giveaway.prizeAmount, currency: toCurrency(giveaway.currency) })}, in your wallet now`
      : `${giveaway.prizeName}: our team will contact you to deliver it`;
  const link = `${deps.site.publicUrl.replace(/\/$/, '')}/daily-winners/giveaways/${giveaway.type}/${giveaway.number}`;
  return {
    kind: 'giveaway_winner',
    to: contact.email,
    subject: `You won ${giveaway.title}`,
    text: [
      `Hi ${contact.firstname},`,
      '',
      `Congratulations! You won ${giveaway.title}: ${prize}.`,
      '',
      `See the giveaway and check its draw: ${link}`,
      '',
      `The ${deps.site.siteName} team`,
    ].join('\n'),
  };
}

async function payGiveawayPrizes(
  deps: MembershipFlowDeps,
  tx: Tx,
  giveaway: GiveawayRow,
  winners: readonly { slot: number; customerId: string }[],
): Promise<void> {
  await deps.wallet.payPrizes(
    tx,
    winners.map((w) => ({
      reference: `giveaway:${giveaway.id}:${w.slot}`,
      customerId: w.customerId,
      productOfferKey: GIVEAWAY_PRIZES_OFFER,
      amount: { amount: giveaway.prizeAmount, currency: toCurrency(giveaway.currency) },
      held: false,
      description: `${giveaway.title}: ${giveaway.prizeName}`,
      metadata: { giveawayId: giveaway.id, slot: w.slot },
    })),
  );
}

/**
 * The giveaway job (decision 397): the members' entries in open giveaways written, then every
 * giveaway past its close drawn. Safe to run twice or after a run killed halfway: a giveaway is
 * drawn and paid in one transaction, and a second run finds it drawn.
 */
export async function drawDueGiveaways(deps: MembershipFlowDeps): Promise<{ entries: number; drawn: string[] }> {
  const entries = await deps.membership.writeEntries();
  const drawn: string[] = [];
  for (const giveaway of await deps.membership.dueGiveaways()) {
    if (await drawGiveaway(deps, giveaway)) drawn.push(giveaway.id);
  }
  return { entries, drawn };
}
