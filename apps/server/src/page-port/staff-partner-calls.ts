import {
  consolePartnerSchema,
  consolePartnersSchema,
  partnerRoles,
  type StaffPartnersPort,
  savePartnerRequestSchema,
} from '@drawline/contracts';
import { consolePartners, type ManagePartnersDeps, savePartner } from '../flows/partner-purchase/manage-partners';
import { parseInput } from './port-refusal';
import type { StaffKit } from './staff-kit';

/** The console's partner calls (decision 473): what /staff/api/partners runs, for the same roles. */
export function staffPartnerCalls(deps: ManagePartnersDeps, { may, acting }: StaffKit): StaffPartnersPort {
  return {
    consolePartners: async () => {
      await may(partnerRoles.read);
      return consolePartnersSchema.parse(await consolePartners(deps));
    },
    savePartner: async (body) => {
      const by = acting(await may(partnerRoles.manage));
      return consolePartnerSchema.parse(await savePartner(deps, by, parseInput(savePartnerRequestSchema, body)));
    },
  };
}
