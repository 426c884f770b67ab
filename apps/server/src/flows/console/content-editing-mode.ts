import type { ActingStaff } from '../../modules/staff';
import type { ConsoleFlowDeps } from './console-flow.deps';

type Deps = Pick<ConsoleFlowDeps, 'db' | 'content' | 'audit'>;

/**
 * A content editor turns the CMS editing mode on for their browser (decision 494): a token signed for
 * them that lasts two hours; turning it on is written to the audit log (without the token).
 */
export async function startEditingMode(deps: Deps, actor: ActingStaff): Promise<{ token: string; expiresAt: string }> {
  const { token, expiresAt } = deps.content.editingModeToken(actor.staffId ?? 'cli');
  await deps.db.transaction(async (tx) => {
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'content.editing_mode.start',
      subjectType: 'staff',
      subjectId: actor.staffId ?? 'cli',
      before: null,
      after: { expiresAt },
    });
  });
  return { token, expiresAt };
}
