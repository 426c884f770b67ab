import type { ActingStaff } from '../../modules/staff';
import type { ConsoleFlowDeps } from './console-flow.deps';

/**
 * A content editor sets a state's sitewide banner (docs/decisions/236); the text and its audit
 * row commit together. Visitors see it once the banner's cached answer expires (2-shopping.md §5).
 */
export async function setSitewideBanner(
  deps: Pick<ConsoleFlowDeps, 'db' | 'content' | 'audit'>,
  actor: ActingStaff,
  input: { stateCode: string; text: string },
): Promise<{ stateCode: string; text: string }> {
  return deps.db.transaction(async (tx) => {
    const { before } = await deps.content.setSitewideBanner(input.stateCode, input.text, tx);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'sitewide_banner.set',
      subjectType: 'sitewide_banner',
      subjectId: input.stateCode,
      before: before === null ? null : { text: before },
      after: { text: input.text },
    });
    return { stateCode: input.stateCode, text: input.text };
  });
}
