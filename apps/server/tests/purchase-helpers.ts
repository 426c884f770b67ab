import type { Money, Receipt } from '@drawline/contracts';
import type { Db } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { cryptoRandom } from '../src/lib/random';
import type { NewDraw, ScheduledOffer } from '../src/modules/catalogue';
import { createWallet } from '../src/modules/wallet';

export const aud = (amount: number): Money => ({ amount, currency: 'AUD' });

/** Runs `work` over `items` with at most `limit` at a time; answers in the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await work(items[i] as T);
  });
  await Promise.all(lanes);
  return out;
}

/** The raffle ticket numbers a receipt gave in one draw. */
export function raffleNumbersIn(receipt: Receipt, drawId: string): string[] {
  return receipt.orders.flatMap((o) =>
    o.tickets.filter((x) => x.drawId === drawId).flatMap((x) => x.raffleTicketNumbers),
  );
}

/**
 * A draw calendar entry for tests that need raffle draws with a small stock: a daily draw of a
 * raffle offer, numbered from 90,000 so it never meets the demo calendar's draws of the offer,
 * on sale from `onSaleFrom` with `ticketCap` tickets. The catalogue's schedule maintenance adds
 * its next `upcoming()` draws, the way it adds every draw: raising `upcoming` by one adds one
 * fresh draw with its whole stock.
 */
export function smallRaffleCalendarEntry(options: {
  offerKey: string;
  ticketCap: number;
  onSaleFrom: Date;
  upcoming: () => number;
  /** Told each draw the maintenance adds. */
  added?: (draw: NewDraw['draw']) => void;
}): ScheduledOffer {
  return {
    offerKey: options.offerKey,
    schedule: {
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      epoch: { date: '2026-01-01', drawNo: 90_000 },
      time: { hour: 20, minute: 0 },
      stopMinutesBefore: 60,
    },
    get upcoming() {
      return options.upcoming();
    },
    newDraw: (d) => {
      const draw: NewDraw['draw'] = {
        drawId: `${options.offerKey}-small-${d.drawNo}`,
        offerKey: options.offerKey,
        drawNo: d.drawNo,
        type: 'raffle_ticket_draw',
        status: 'DRAW_OPEN',
        drawDate: d.drawDate,
        stopDate: d.stopDate,
        name: `Draw ${d.drawNo}`,
        openDate: options.onSaleFrom,
        preOrderStartDate: options.onSaleFrom,
        ticketCap: options.ticketCap,
        ticketsSold: 0,
      };
      options.added?.(draw);
      return { draw, prizes: [], syndicates: [] };
    },
  };
}

/**
 * Puts money in a customer's cash through the wallet's door, in its own transaction (a journal of
 * the `test_funds` promotion), as the test process does beside a running server.
 */
export async function fundCustomer(db: Db, customerId: string, amount: Money): Promise<void> {
  const wallet = createWallet({ db, clock: systemClock, random: cryptoRandom });
  await db.transaction((tx) =>
    wallet.creditPromotion(tx, {
      customerId,
      amount,
      to: 'cash',
      promotionKey: 'test_funds',
      reference: `test_funds:${cryptoRandom.uuid()}`,
      description: 'Test funds',
    }),
  );
}

/** A customer's available funds, read through the wallet's door. */
export async function availableFundsOf(db: Db, customerId: string): Promise<number> {
  const wallet = createWallet({ db, clock: systemClock, random: cryptoRandom });
  return (await wallet.getFunds(customerId, 'AUD')).availableFunds.amount;
}
