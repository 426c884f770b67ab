import { setLottoPartyGroupHidden } from '../../modules/lotto-party';
import type { ActingStaff } from '../../modules/staff';
import type { ConsoleFlowDeps } from './console-flow.deps';

/**
 * A content editor hides an offensive lotto party group name, or shows it again (decisions 391,
 * 424): the group leaves the discover list and its invite link stops working, its members keep it;
 * the change and its audit row commit together.
 */
export async function hideLottoPartyGroup(
  deps: Pick<ConsoleFlowDeps, 'db' | 'clock' | 'audit'>,
  actor: ActingStaff,
  input: { groupId: string; hidden: boolean },
): Promise<{ groupId: string; hidden: boolean }> {
  return deps.db.transaction(async (tx) => {
    const done = await setLottoPartyGroupHidden(tx, input.groupId, input.hidden, deps.clock.now());
    if (done.before !== done.after) {
      await deps.audit.recordAudit(tx, {
        actor,
        action: input.hidden ? 'lotto_party_group.hide' : 'lotto_party_group.show',
        subjectType: 'lotto_party_group',
        subjectId: input.groupId,
        before: { hidden: done.before, groupName: done.groupName },
        after: { hidden: done.after, groupName: done.groupName },
      });
    }
    return { groupId: input.groupId, hidden: done.after };
  });
}
