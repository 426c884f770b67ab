import { resultsEntryRequestSchema } from '@drawline/contracts';
import { confirmDrawResults, enterDrawResults } from '../flows/enter-draw-results';
import { CliUsageError, required, type StaffCliContext, type StaffCommand } from './staff-commands';

const flowDeps = (ctx: StaffCliContext) => ({ db: ctx.db, clock: ctx.clock, audit: ctx.audit });

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
      const parsed = resultsEntryRequestSchema.safeParse({
        winningNumbers: numberSets(required(values, 'numbers')),
        divisions: dividends(required(values, 'divisions')),
      });
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
];
