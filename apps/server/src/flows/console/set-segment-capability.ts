import type { CapabilityName } from '@drawline/contracts';
import type { CapabilitiesService } from '../../modules/capabilities';
import type { ActingStaff } from '../../modules/staff';
import type { ConsoleFlowDeps } from './console-flow.deps';

/**
 * A content editor turns a capability on or off for one segment (docs/decisions/239); the switch
 * and its audit row commit together.
 */
export async function setSegmentCapability(
  deps: Pick<ConsoleFlowDeps, 'db' | 'audit'> & { capabilities: CapabilitiesService },
  actor: ActingStaff,
  input: { segmentName: string; capability: CapabilityName; on: boolean },
): Promise<{ segmentName: string; capability: string; on: boolean }> {
  return deps.db.transaction(async (tx) => {
    const { wasOn } = await deps.capabilities.setForSegment(tx, input);
    await deps.audit.recordAudit(tx, {
      actor,
      action: input.on ? 'capability.segment_on' : 'capability.segment_off',
      subjectType: 'segment',
      subjectId: input.segmentName,
      before: { capability: input.capability, on: wasOn },
      after: { capability: input.capability, on: input.on },
    });
    return { segmentName: input.segmentName, capability: input.capability, on: input.on };
  });
}
