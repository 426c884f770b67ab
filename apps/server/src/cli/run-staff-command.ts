import { parseArgs } from 'node:util';
import { toAppError } from '../platform/envelope';
import { customerCommands } from './customers.commands';
import { resultsCommands } from './results.commands';
import { staffAdminCommands } from './staff-admin.commands';
import { CliUsageError, type StaffCliContext, type StaffCommand } from './staff-commands';
import { withdrawalCommands } from './withdrawals.commands';

/**
 * Every command of `npm run staff -- <command>`. Another module's commands join here: write them
 * in a file of their own beside this one (`withdrawals.commands.ts`) and spread them in.
 */
export const staffCommands: readonly StaffCommand[] = [
  ...staffAdminCommands,
  ...withdrawalCommands,
  ...resultsCommands,
  ...customerCommands,
];

const actingOptions = { as: { type: 'string' }, code: { type: 'string' } } as const;

export function usage(commands: readonly StaffCommand[] = staffCommands): string {
  const lines = commands.map((c) => {
    const opts = Object.keys(c.options).map((o) => `--${o} …`);
    const acting = c.roles ? ` --as <email> --code <code>   (${c.roles.join(' or ')})` : '';
    return `  ${c.name} ${opts.join(' ')}${acting}\n      ${c.summary}`;
  });
  return `npm run staff -- <command> [options]\n\n${lines.join('\n')}`;
}

/** The command a command line names: one word (`add`) or two (`withdrawals approve`). */
export function findStaffCommand(
  argv: readonly string[],
  commands: readonly StaffCommand[] = staffCommands,
): StaffCommand | undefined {
  return (
    commands.find((c) => c.name.includes(' ') && argv.slice(0, 2).join(' ') === c.name) ??
    commands.find((c) => !c.name.includes(' ') && argv[0] === c.name)
  );
}

/**
 * Runs one command line; answers the exit code. A command acting as staff checks `--as` and
 * `--code` with the staff module (the same code check, failure lock and role check as the API)
 * before it runs.
 */
export async function runStaffCommand(
  argv: readonly string[],
  ctx: StaffCliContext & { err(line: string): void },
  commands: readonly StaffCommand[] = staffCommands,
): Promise<number> {
  const command = findStaffCommand(argv, commands);
  if (!command) {
    ctx.err(argv[0] && argv[0] !== 'help' ? `Unknown command: ${argv.slice(0, 2).join(' ')}\n` : '');
    ctx.err(usage(commands));
    return argv[0] && argv[0] !== 'help' ? 2 : 0;
  }
  try {
    const { values } = parseArgs({
      args: argv.slice(command.name.split(' ').length) as string[],
      options: { ...command.options, ...(command.roles ? actingOptions : {}) },
      strict: true,
      allowPositionals: false,
    });
    let actor = null;
    if (command.roles) {
      if (typeof values.as !== 'string' || typeof values.code !== 'string') {
        throw new CliUsageError(
          `${command.name} acts as a staff member: give --as <email> --code <authenticator code>.`,
        );
      }
      actor = await ctx.staff.actAs({ email: values.as, code: values.code, address: ctx.address }, ...command.roles);
    }
    await command.run(ctx, values, actor);
    return 0;
  } catch (err) {
    if (err instanceof CliUsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      ctx.err(`${(err as Error).message}\n`);
      ctx.err(usage([command]));
      return 2;
    }
    const e = toAppError(err);
    // A fault's details stay out of the answer, as the API keeps them out of a 5xx.
    // Field messages (a result that does not fit its lottery) follow the refusal, one a line.
    const fields = (e.options.errors ?? []).map((f) => `\n  ${f.target ?? 'general'}: ${f.message}`).join('');
    ctx.err(
      e.status >= 500
        ? `Failed: ${e.message} (${(err as Error).message})`
        : `Refused (${e.code}): ${e.message}${fields}`,
    );
    return 1;
  }
}
