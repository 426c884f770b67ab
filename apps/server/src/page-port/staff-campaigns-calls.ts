import { campaignReportSchema, consoleRoles, type StaffCampaignsPort } from '@drawline/contracts';
import type { CampaignsDeps } from '../queries/campaigns.routes';
import { readCampaignReport } from '../queries/read-campaign-report';
import type { StaffKit } from './staff-kit';

/** The console's campaign report (docs/decisions/447): what GET /staff/api/campaigns answers, for the same roles. */
export function staffCampaignsCalls(deps: CampaignsDeps, { may }: StaffKit): StaffCampaignsPort {
  return {
    campaigns: async () => {
      await may(consoleRoles.campaigns);
      return campaignReportSchema.parse(await readCampaignReport(deps));
    },
  };
}
