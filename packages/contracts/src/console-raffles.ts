import { z } from 'zod';

/**
 * Raffles written in the console (docs/decisions/265-269): the draft's fields and their rules,
 * read by the staff API and by the console's form, so the two cannot disagree.
 */

/** The pictures an editor may choose for a raffle: files the shop serves itself (no uploads, no outside addresses). */
export const rafflePictures = ['prize-home', 'car', 'cash', 'holiday'] as const;
export type RafflePicture = (typeof rafflePictures)[number];
export const rafflePictureNames: Record<RafflePicture, string> = {
  'prize-home': 'A prize home',
  car: 'A car',
  cash: 'Cash',
  holiday: 'A holiday',
};
export const rafflePicturePath = (picture: RafflePicture) => `/raffle-pictures/${picture}.svg`;

/** The states of a console raffle: a draft nobody sees, on sale once published, closed once its sales stop. */
export const consoleRaffleStatuses = ['draft', 'published', 'closed'] as const;
export type ConsoleRaffleStatus = (typeof consoleRaffleStatuses)[number];

/** Most tickets one raffle may offer, and most prizes and bundles one form holds. */
export const RAFFLE_MAX_TICKETS = 10_000_000;
export const RAFFLE_MAX_PRIZES = 20;
export const RAFFLE_MAX_BUNDLES = 6;

const cents = (what: string) =>
  z.coerce
    .number({ message: `Enter ${what}` })
    .int({ message: `Enter ${what} in whole cents` })
    .positive({ message: `${what[0]?.toUpperCase()}${what.slice(1)} must be more than zero` });

/** A bundle: several tickets for one price (one ticket always sells at the ticket price). */
export const raffleBundleSchema = z.object({
  tickets: z.coerce
    .number()
    .int()
    .min(2, { message: 'A bundle holds 2 tickets or more' })
    .max(1000, { message: 'A bundle holds at most 1000 tickets' }),
  price: cents('the bundle price'),
});
export type RaffleBundle = z.infer<typeof raffleBundleSchema>;

export const rafflePrizeInputSchema = z.object({
  name: z.string().trim().min(2, { message: 'Name the prize' }).max(120),
  description: z.string().trim().max(500).default(''),
  /** Minor units, per winner. */
  value: cents('the prize value'),
  quantity: z.coerce.number().int().min(1, { message: 'At least one of each prize' }).max(1000).default(1),
});
export type RafflePrizeInput = z.infer<typeof rafflePrizeInputSchema>;

/** The rules that read only the raffle itself; `raffleTimingIssues` adds the ones that read the clock. */
export const raffleRequestSchema = z
  .object({
    name: z.string().trim().min(3, { message: 'Name the raffle (3 characters or more)' }).max(80),
    description: z.string().trim().min(10, { message: 'Describe the raffle (10 characters or more)' }).max(1000),
    picture: z.enum(rafflePictures, { message: 'Choose a picture' }),
    causeKeys: z
      .array(z.string().min(1).max(100))
      .min(1, { message: 'Choose at least one cause' })
      .max(5, { message: 'At most 5 causes' }),
    /** Minor units (AUD), one ticket. */
    ticketPrice: cents('the ticket price'),
    ticketCap: z.coerce
      .number({ message: 'Enter the number of tickets' })
      .int()
      .positive({ message: 'The ticket cap must be more than zero' })
      .max(RAFFLE_MAX_TICKETS, { message: `At most ${RAFFLE_MAX_TICKETS} tickets` }),
    bundles: z.array(raffleBundleSchema).max(RAFFLE_MAX_BUNDLES).default([]),
    /** The main prize first; the others are drawn after it in list order. */
    prizes: z
      .array(rafflePrizeInputSchema)
      .min(1, { message: 'Add at least one prize' })
      .max(RAFFLE_MAX_PRIZES, { message: `At most ${RAFFLE_MAX_PRIZES} prizes` }),
    /** Ticket sales stop at this instant; the prizes are drawn at drawDate. */
    stopDate: z.string().datetime({ offset: true, message: 'Enter the stop time' }),
    drawDate: z.string().datetime({ offset: true, message: 'Enter the draw time' }),
  })
  .superRefine((v, ctx) => {
    const winners = v.prizes.reduce((n, p) => n + p.quantity, 0);
    if (v.ticketCap < winners) {
      ctx.addIssue({
        code: 'custom',
        path: ['ticketCap'],
        message: `The ticket cap must be at least the number of prizes (${winners})`,
      });
    }
    if (Date.parse(v.drawDate) < Date.parse(v.stopDate)) {
      ctx.addIssue({ code: 'custom', path: ['drawDate'], message: 'The draw comes after ticket sales stop' });
    }
    if (new Set(v.causeKeys).size !== v.causeKeys.length) {
      ctx.addIssue({ code: 'custom', path: ['causeKeys'], message: 'Choose each cause once' });
    }
    const sizes = new Set<number>();
    v.bundles.forEach((b, i) => {
      if (sizes.has(b.tickets)) {
        ctx.addIssue({ code: 'custom', path: ['bundles', i, 'tickets'], message: 'Each bundle size once' });
      }
      sizes.add(b.tickets);
      if (b.tickets > v.ticketCap) {
        ctx.addIssue({
          code: 'custom',
          path: ['bundles', i, 'tickets'],
          message: 'A bundle holds no more than the cap',
        });
      }
      // A bundle is a saving or the same: never dearer than its tickets bought one by one.
      if (b.price > b.tickets * v.ticketPrice) {
        ctx.addIssue({
          code: 'custom',
          path: ['bundles', i, 'price'],
          message: 'A bundle costs no more than its tickets bought one by one',
        });
      }
    });
  });
export type RaffleRequest = z.infer<typeof raffleRequestSchema>;

/** The rules that read the clock: ticket sales must stop in the future (checked on save and on publish). */
export function raffleTimingIssues(v: Pick<RaffleRequest, 'stopDate'>, now: Date): { path: string; message: string }[] {
  return Date.parse(v.stopDate) <= now.getTime()
    ? [{ path: 'stopDate', message: 'Ticket sales must stop in the future' }]
    : [];
}

/**
 * What may change once a raffle is published: only how it is shown. Prizes, price, bundles, cap,
 * causes and times are what buyers bought, so they stay as published (docs/decisions/267).
 */
export const raffleFieldsEditableAfterPublish = [
  'description',
  'picture',
] as const satisfies readonly (keyof RaffleRequest)[];

export const consoleRaffleSchema = z.object({
  raffleId: z.string(),
  /** The product offer's key and url it has (or will have once published). */
  offerKey: z.string(),
  url: z.string(),
  status: z.enum(consoleRaffleStatuses),
  raffle: raffleRequestSchema,
  /** The draw on sale once published. */
  drawId: z.string().nullable(),
  ticketsSold: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type ConsoleRaffle = z.infer<typeof consoleRaffleSchema>;

/** The causes an editor can choose from. */
export const consoleCauseChoiceSchema = z.object({ key: z.string(), name: z.string(), charityName: z.string() });
export type ConsoleCauseChoice = z.infer<typeof consoleCauseChoiceSchema>;
