import { currencies } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MigrationDeps } from './legacy-accounts';
import { legacyAccounts } from './migration.tables';

/**
 * One line of the previous shop's export, as `npm run migrate-legacy-accounts -- <file>` reads it
 * (docs/decisions/468): JSON Lines, one account an object:
 * {"legacyId":"L-1001","email":"jo@example.com","firstname":"Jo","lastname":"Citizen","balance":2500,"currency":"AUD","eligibility":"soft"}
 */
export const legacyAccountLineSchema = z
  .object({
    legacyId: z.string().regex(/^[A-Za-z0-9_.-]{1,60}$/, 'letters, digits, _ . - only, at most 60'),
    email: z.string().trim().toLowerCase().max(254).email(),
    firstname: z.string().trim().min(1).max(100),
    lastname: z.string().trim().min(1).max(100),
    /** Minor units (cents). */
    balance: z.number().int().min(0).max(100_000_000_00),
    currency: z.enum(currencies),
    eligibility: z.enum(['soft', 'hard']),
  })
  .strict();
export type LegacyAccountLine = z.infer<typeof legacyAccountLineSchema>;

export interface ImportReport {
  /** Accounts new to the shop. */
  added: number;
  /** Accounts still waiting whose details the file changed (or repeated). */
  updated: number;
  /** Accounts already claimed or moved: never changed by a later file. */
  kept: number;
}

/** The file's lines checked; every problem is named by its line number, nothing is loaded when there is one. */
export function parseLegacyFile(text: string): { lines: LegacyAccountLine[]; problems: string[] } {
  const lines: LegacyAccountLine[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const at = index + 1;
    if (!raw.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      problems.push(`line ${at}: not JSON`);
      return;
    }
    const parsed = legacyAccountLineSchema.safeParse(json);
    if (!parsed.success) {
      problems.push(
        `line ${at}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'line'} ${i.message}`).join('; ')}`,
      );
      return;
    }
    for (const key of [`id:${parsed.data.legacyId}`, `email:${parsed.data.email}`]) {
      const first = seen.get(key);
      if (first) problems.push(`line ${at}: the same ${key.split(':')[0]} as line ${first}`);
      else seen.set(key, at);
    }
    lines.push(parsed.data);
  });
  return { lines, problems };
}

/**
 * Loads the accounts in one transaction: new ones are added, waiting ones take the file's details
 * (so a corrected export can be loaded again), and one a customer has claimed or moved is never
 * changed. Loading the same file twice changes nothing the second time.
 */
export async function importLegacyAccounts(
  deps: MigrationDeps,
  lines: readonly LegacyAccountLine[],
): Promise<ImportReport> {
  const report: ImportReport = { added: 0, updated: 0, kept: 0 };
  await deps.db.transaction(async (tx) => {
    for (const line of lines) {
      const rows = await tx
        .insert(legacyAccounts)
        .values({ ...line, importedAt: deps.clock.now() })
        .onConflictDoUpdate({
          target: legacyAccounts.legacyId,
          set: {
            email: line.email,
            firstname: line.firstname,
            lastname: line.lastname,
            balance: line.balance,
            currency: line.currency,
            eligibility: line.eligibility,
          },
          setWhere: sql`${legacyAccounts.status} = 'waiting'`,
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      const row = rows[0];
      if (!row) report.kept++;
      else if (row.inserted) report.added++;
      else report.updated++;
    }
  });
  return report;
}
