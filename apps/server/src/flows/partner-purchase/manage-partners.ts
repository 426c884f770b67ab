import type { ConsolePartner, ConsolePartners, SavePartnerRequest } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../modules/audit';
import type { PartnersModule } from '../../modules/partners';
import type { ActingStaff } from '../../modules/staff';

export interface ManagePartnersDeps {
  db: Db;
  partners: PartnersModule;
  audit: AuditLog;
}

/** The console's partners page (decision 473): every partner with its channels, and the sales per partner and channel. */
export async function consolePartners(deps: ManagePartnersDeps): Promise<ConsolePartners> {
  const [partners, sales] = await Promise.all([deps.partners.list(), deps.partners.salesReport()]);
  return { partners, sales };
}

/** An administrator makes or changes a partner and its channels; the change and its audit row commit together. */
export function savePartner(
  deps: ManagePartnersDeps,
  actor: ActingStaff,
  input: SavePartnerRequest,
): Promise<ConsolePartner> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await deps.partners.save(tx, input);
    await deps.audit.recordAudit(tx, {
      actor,
      action: before ? 'partner.update' : 'partner.create',
      subjectType: 'partner',
      subjectId: after.slug,
      before,
      after,
    });
    return after;
  });
}
