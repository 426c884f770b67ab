import type { ConsoleProgramSettings, ProgramSettings } from '@drawline/contracts';
import { programSettingsOf, readProgramSettings, saveProgramSettings } from '../../modules/membership';
import type { ActingStaff } from '../../modules/staff';
import type { ConsoleGiveawayDeps } from './manage-giveaways';

/** The program's words as members read them now, and when staff last changed them (decision 461). */
export async function readConsoleProgramSettings(
  deps: Pick<ConsoleGiveawayDeps, 'db' | 'membership'>,
): Promise<ConsoleProgramSettings> {
  const [config, saved] = await Promise.all([
    deps.membership.config(),
    readProgramSettings(deps.db, deps.membership.program),
  ]);
  return { settings: programSettingsOf(config), updatedAt: saved?.updatedAt.toISOString() ?? null };
}

/** A content editor sets the program's words: the save and its audit row in one transaction. */
export async function saveConsoleProgramSettings(
  deps: ConsoleGiveawayDeps,
  actor: ActingStaff,
  settings: ProgramSettings,
): Promise<ConsoleProgramSettings> {
  await deps.db.transaction(async (tx) => {
    const before = await saveProgramSettings(tx, deps.membership.program, settings, deps.clock.now());
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'membership_program.settings',
      subjectType: 'membership_program',
      subjectId: deps.membership.program,
      before,
      after: settings,
    });
  });
  return readConsoleProgramSettings(deps);
}
