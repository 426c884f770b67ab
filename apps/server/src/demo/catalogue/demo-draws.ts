import {
  type DrawCalendar,
  type NewDraw,
  previousDraw,
  type ResultsSource,
  type ScheduledDraw,
} from '../../modules/catalogue';
import {
  type DemoJackpot,
  type DemoLottery,
  type DemoOffer,
  type DemoRaffle,
  type DemoSyndicateOffer,
  demoOffers,
  sharePriceCents,
} from './demo-catalogue';
import { demoPrizePicture } from './demo-pictures';
import { randomFor } from './demo-random';
import { DemoResultsSource, demoLotteryOf, jackpotDollars } from './demo-results-source';

/** The lottery's prize pool is announced once the draw before it is drawn; fixed and superdraw pools are known ahead. */
export function lotteryPrizePool(key: string, j: DemoJackpot, drawNo: number, announced: boolean): number | null {
  const known = announced || j.step === 0 || (j.superdraw !== undefined && drawNo % j.superdraw.every === 0);
  return known ? jackpotDollars(key, j, drawNo) * 100 : null;
}

function specialDraw(j: DemoJackpot | undefined, drawNo: number) {
  return j?.superdraw && drawNo % j.superdraw.every === 0 ? j.superdraw.name : null;
}

export function newLotteryDraw(o: DemoLottery, draw: ScheduledDraw): NewDraw {
  return {
    draw: {
      drawId: `${o.key}-${draw.drawNo}`,
      offerKey: o.key,
      drawNo: draw.drawNo,
      type: 'lottery_ticket_draw',
      status: 'DRAW_OPEN',
      drawDate: draw.drawDate,
      stopDate: draw.stopDate,
      prizePool: lotteryPrizePool(o.key, o.jackpot, draw.drawNo, false),
      prizePoolSuffix: o.prizePoolSuffix ?? null,
      specialDrawName: specialDraw(o.jackpot, draw.drawNo),
    },
    prizes: [],
    syndicates: [],
  };
}

export function newRaffleDraw(o: DemoRaffle, draw: ScheduledDraw): NewDraw {
  const drawId = `${o.key}-${draw.drawNo}`;
  const main = o.mainPrizes[draw.drawNo % o.mainPrizes.length] as DemoRaffle['mainPrizes'][number];
  const mainValue = o.jackpot ? jackpotDollars(o.key, o.jackpot, draw.drawNo) : main.value;
  const previous = previousDraw(o.schedule, draw);
  const prizes = [{ ...main, type: 'main' as const, value: mainValue, quantity: 1 }, ...o.otherPrizes].map((p, i) => ({
    prizeId: i === 0 ? `${drawId}-main` : `${drawId}-${p.type}-${i}`,
    drawId,
    type: p.type,
    name: p.name,
    description: p.description,
    value: p.value * 100,
    quantity: p.quantity,
    image: demoPrizePicture(p.name),
    // The settlement draws every prize when the draw closes (docs/decisions/201, 306): the main prize
    // and an early bird at the draw's time, the others a minute apart after them, in list order.
    drawnAt: new Date(draw.drawDate.getTime() + (p.type === 'early_bird' ? 0 : i * 60_000)),
  }));
  return {
    draw: {
      drawId,
      offerKey: o.key,
      drawNo: draw.drawNo,
      type: 'raffle_ticket_draw',
      status: 'DRAW_OPEN',
      drawDate: draw.drawDate,
      stopDate: draw.stopDate,
      prizePool: mainValue * 100,
      name: o.jackpot ? `Draw ${draw.drawNo} jackpot` : `Draw ${draw.drawNo}: ${main.name}`,
      prizeValue: prizes.reduce((n, p) => n + p.value * p.quantity, 0),
      featureImage: demoPrizePicture(main.name),
      // Sales of a draw open when the draw before it stops; pre-orders from the stop of the one before that.
      openDate: previous.stopDate,
      preOrderStartDate: previousDraw(o.schedule, previous).stopDate,
      ticketCap: o.ticketCap,
      ticketsSold: 0,
    },
    prizes,
    syndicates: [],
  };
}

/** The stream a syndicate's id (and its demo sales) come from. */
export const syndicateRandom = (drawId: string, syndicateKey: string) => randomFor(`${drawId}:${syndicateKey}`);

export function newSyndicateDraw(o: DemoSyndicateOffer, draw: ScheduledDraw): NewDraw {
  const lottery = demoLotteryOf(o.key);
  const drawId = `${o.key}-${draw.drawNo}`;
  return {
    draw: {
      drawId,
      offerKey: o.key,
      drawNo: draw.drawNo,
      type: 'syndicate_share_draw',
      status: 'DRAW_OPEN',
      drawDate: draw.drawDate,
      stopDate: draw.stopDate,
      prizePool: lottery ? lotteryPrizePool(lottery.key, lottery.jackpot, draw.drawNo, false) : null,
      prizePoolSuffix: lottery?.prizePoolSuffix ?? null,
      specialDrawName: specialDraw(lottery?.jackpot, draw.drawNo),
    },
    prizes: [],
    syndicates: o.syndicates.map((s) => ({
      syndicateEncodedId: syndicateRandom(drawId, s.key).token(6),
      offerKey: o.key,
      drawId,
      name: s.name,
      size: s.size,
      sharesSold: 0,
      sharePrice: sharePriceCents(s, o.perGameCents),
      tickets: s.tickets,
    })),
  };
}

/** A new draw of a demo offer as the catalogue holds it before any sale: open, nothing sold. */
export function newDemoDraw(o: DemoOffer, draw: ScheduledDraw): NewDraw {
  if (o.kind === 'lottery') return newLotteryDraw(o, draw);
  if (o.kind === 'raffle') return newRaffleDraw(o, draw);
  return newSyndicateDraw(o, draw);
}

/** The demo shop's draw calendar: every demo offer's schedule and how many draws it keeps on sale. */
export const demoDrawCalendar: DrawCalendar = {
  scheduledOffers: () =>
    demoOffers.map((o) => ({
      offerKey: o.key,
      schedule: o.schedule,
      upcoming: o.upcoming,
      newDraw: (draw: ScheduledDraw) => newDemoDraw(o, draw),
    })),
};

export interface DemoDrawOperations {
  drawCalendar: DrawCalendar;
  resultsSource: ResultsSource;
}

/**
 * What the running demo shop needs to keep its draws going: its calendar and its results feed,
 * which invents lottery results. Never on a real shop (config.ts refuses it in production unless
 * DEMO_SITE is set).
 */
export function demoDrawOperations(): DemoDrawOperations {
  return { drawCalendar: demoDrawCalendar, resultsSource: new DemoResultsSource() };
}
