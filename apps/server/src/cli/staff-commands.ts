import { type StaffRole, staffRoles } from '@drawline/contracts';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Random } from '../lib/random';
import type { AuditLog } from '../modules/audit';
import type { ActingStaff, StaffModule } from '../modules/staff';

/** What every command of `npm run staff` gets: the same modules the server wires, on the same database. */
export interface StaffCliContext {
  db: Db;
  clock: Clock;
  random: Random;
  staff: StaffModule;
  audit: AuditLog;
  /** A win a result correction creates above this many cents is held (PRIZE_HOLD_THRESHOLD; docs/decisions/261). */
  prizeHoldThreshold?: number;
  /** `cli:<user>@<host>`: where the audit log says the action came from. */
  address: string;
  /** Where the command writes its answer (standard output). */
  out(line: string): void;
}

export type OptionValues = Record<string, string | boolean | undefined>;

/**
 * A command of the staff command line (docs/decisions/164). A command with `roles` acts as a
 * staff member: the tool asks for `--as <email> --code <authenticator code>`, checks the code and
 * the role with the staff module's own functions (as the API does) and hands the command the
 * acting member for its audit row. Other modules' commands (`withdrawals approve`, `results
 * enter`) are added to `staffCommands` below, each in a file of its own.
 */
export interface StaffCommand {
  /** One or two words: `add`, `withdrawals approve`. */
  name: string;
  summary: string;
  /** The command's own options, as node:util parseArgs takes them (all strings or flags). */
  options: Record<string, { type: 'string' | 'boolean'; short?: string }>;
  /** The roles that may run it; absent, it acts as no staff member (bootstrap and helpers). */
  roles?: StaffRole[];
  /** Needs no database, so it runs beside a shop that holds the embedded one (the code helper). */
  offline?: boolean;
  run(ctx: StaffCliContext, values: OptionValues, actor: ActingStaff | null): Promise<void>;
}

/** A required string option, or a message naming it. */
export function required(values: OptionValues, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || !value.trim()) throw new CliUsageError(`--${name} is required.`);
  return value.trim();
}

/** A comma-separated list of role names. */
export function rolesOption(values: OptionValues, name: string): StaffRole[] {
  const list = required(values, name)
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = list.filter((r) => !(staffRoles as readonly string[]).includes(r));
  if (unknown.length)
    throw new CliUsageError(`Unknown role ${unknown.join(', ')}; roles are ${staffRoles.join(', ')}.`);
  return list as StaffRole[];
}

/** A mistake in the command line itself: the tool prints it with the usage. */
export class CliUsageError extends Error {}
