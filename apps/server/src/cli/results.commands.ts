import {
  formatMoney,
  type ResultCorrection,
  resultCorrectionRequestSchema,
  resultsEntryRequestSchema,
} from '@drawline/contracts';
import {
  decideResultCorrection,
  readResultCorrections,
  requestResultCorrection,
} from '../flows/settlement/correct-draw-results';
import { confirmDrawResults, enterDrawResults } from '../flows/settlement/enter-draw-results';
import { defaultLotteryScorer } from '../flows/settlement/settle-draw-score';
import { createWallet } from '../modules/wallet';
import { CliUsageError, type OptionValues, required, type StaffCliContext, type StaffCommand } from './staff-commands';

const flowDeps = (ctx: StaffCliContext) => ({ db: ctx.db, clock: ctx.clock, audit: ctx.audit });

/** Corrections after payment score as settlement does and book through the wallet (docs/decisions/261). */
const correctionDeps = (ctx: StaffCliContext) => {
  const deps = { db: ctx.db, clock: ctx.clock, random: ctx.random };
  return {
    ...deps,
    audit: ctx.audit,
    wallet: createWallet(deps),
    scorer: defaultLotteryScorer,
    prizeHoldThreshold: ctx.prizeHoldThreshold ?? Number.POSITIVE_INFINITY,
  };
};

const correctionLine = (c: ResultCorrection) =>
  [
    c.correctionId,
    c.status,
    c.winningNumbers.map((s) => `${s.name}=${s.numbers.join(',')}`).join(';'),
    c.outcome
      ? `changed ${c.outcome.winsChanged}, paid ${formatMoney(c.outcome.paid)}, clawed back ${formatMoney(c.outcome.clawedBack)}, unrecovered ${formatMoney(c.outcome.unrecovered)}`
      : c.reason,
  ].join('\t');

/** The typed result of `results enter` and `results correct`, as the staff API takes it. */
function typedResult(values: OptionValues) {
  return {
    winningNumbers: numberSets(required(values, 'numbers')),
    divisions: dividends(required(values, 'divisions')),
  };
}

/** `Numbers=1,2,3,4,5,6,7;Powerball=1`: the winning number sets in drawn order. */
function numberSets(text: string) {
  return text.split(';').map((part) => {
    const [name, list] = part.split('=');
    if (!name?.trim() || !list) throw new CliUsageError(`--numbers: "${part}" is not Name=1,2,3.`);
    return { name: name.trim(), numbers: list.split(',').map((n) => Number(n.trim())), ordered: false };
  });
}

/** `1=100000000,5=10000`: each division's dividend per winning entry, in cents. */
function dividends(text: string) {
  return text.split(',').map((part) => {
    const [division, cents] = part.split('=');
    return { division: Number(division), prizeAmount: Number(cents) };
  });
}

/** Results entry from the command line, the same flows (and four eyes) as the staff API (docs/decisions/206). */
export const resultsCommands: StaffCommand[] = [
  {
    name: 'results enter',
    summary:
      'Enter (or correct, before confirmation) a lottery draw result: --numbers "Numbers=…;Powerball=…" --divisions "1=<cents>,2=<cents>"',
    options: { draw: { type: 'string' }, numbers: { type: 'string' }, divisions: { type: 'string' } },
    roles: ['draw_operator'],
    async run(ctx, values, actor) {
      const parsed = resultsEntryRequestSchema.safeParse(typedResult(values));
      if (!parsed.success)
        throw new CliUsageError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const entry = await enterDrawResults(flowDeps(ctx), actor!, required(values, 'draw'), parsed.data);
      ctx.out(
        `Result of ${entry.drawId} ${entry.corrections ? `corrected (${entry.corrections})` : 'entered'}: a second draw operator confirms it with \`results confirm\`.`,
      );
    },
  },
  {
    name: 'results confirm',
    summary: 'Confirm a result another draw operator entered; publishes it for settlement',
    options: { draw: { type: 'string' } },
    roles: ['draw_operator'],
    async run(ctx, values, actor) {
      const entry = await confirmDrawResults(flowDeps(ctx), actor!, required(values, 'draw'));
      ctx.out(`Result of ${entry.drawId} confirmed; the draw is ${entry.drawStatus}.`);
    },
  },
  {
    name: 'results correct',
    summary:
      'Ask to correct a paid draw result (a second person in finance approves): --draw --numbers --divisions --reason',
    options: {
      draw: { type: 'string' },
      numbers: { type: 'string' },
      divisions: { type: 'string' },
      reason: { type: 'string' },
    },
    roles: ['draw_operator'],
    async run(ctx, values, actor) {
      const parsed = resultCorrectionRequestSchema.safeParse({
        ...typedResult(values),
        reason: required(values, 'reason'),
      });
      if (!parsed.success)
        throw new CliUsageError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const deps = correctionDeps(ctx);
      const asked = await ctx.db.transaction((tx) =>
        requestResultCorrection(deps, tx, actor!, required(values, 'draw'), parsed.data),
      );
      ctx.out(correctionLine(asked));
    },
  },
  {
    name: 'results corrections',
    summary: "List a draw's result corrections, newest first: --draw",
    options: { draw: { type: 'string' } },
    roles: ['draw_operator', 'finance'],
    async run(ctx, values) {
      for (const c of await readResultCorrections(ctx, required(values, 'draw'))) ctx.out(correctionLine(c));
    },
  },
  ...(['approve', 'reject'] as const).map(
    (verb): StaffCommand => ({
      name: `results ${verb}`,
      summary: `${verb === 'approve' ? 'Approve (re-score and book the differences)' : 'Reject'} a result correction someone else asked for: --id`,
      options: { id: { type: 'string' } },
      roles: ['finance'],
      async run(ctx, values, actor) {
        const deps = correctionDeps(ctx);
        const decided = await ctx.db.transaction((tx) =>
          decideResultCorrection(deps, tx, actor!, {
            correctionId: required(values, 'id'),
            approve: verb === 'approve',
          }),
        );
        ctx.out(correctionLine(decided));
      },
    }),
  ),
];
