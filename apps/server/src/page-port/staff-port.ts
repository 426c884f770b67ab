import type { StaffPort } from '@drawline/contracts';
import type { ManagePartnersDeps } from '../flows/partner-purchase/manage-partners';
import type { ManagePlacementsDeps } from '../flows/placements/manage-placements';
import type { FeedbackModule } from '../modules/feedback';
import { admitStaff, type StaffContext, type StaffModule } from '../modules/staff';
import type { CampaignsDeps } from '../queries/campaigns.routes';
import type { PageRequest } from './page-viewer';
import { refusing } from './port-refusal';
import { type StaffAdminCallsDeps, staffAdminCalls } from './staff-admin-calls';
import { staffBpayCalls } from './staff-bpay-calls';
import { staffCampaignsCalls } from './staff-campaigns-calls';
import { type StaffConsoleCallsDeps, staffConsoleCalls } from './staff-console-calls';
import { staffContentCalls } from './staff-content-calls';
import { staffDirectDebitCalls } from './staff-direct-debit-calls';
import { staffFeedbackCalls } from './staff-feedback-calls';
import type { StaffKit } from './staff-kit';
import { staffPartnerCalls } from './staff-partner-calls';
import { staffPictureCalls } from './staff-picture-calls';
import { staffPlacementCalls } from './staff-placement-calls';
import { staffResultCorrectionCalls } from './staff-result-correction-calls';
import { type StaffSiteCallsDeps, staffSiteCalls } from './staff-site-calls';
import { type StaffSocialCallsDeps, staffSocialCalls } from './staff-social-calls';
import { staffVerificationCalls } from './staff-verification-calls';

/** What the staff port runs: the deps the staff routes are given (app-routes.ts `staffDepsOf`). */
export interface StaffPortDeps {
  staff: StaffModule;
  admin: StaffAdminCallsDeps;
  console: StaffConsoleCallsDeps;
  site: StaffSiteCallsDeps;
  feedback: FeedbackModule;
  placements: ManagePlacementsDeps;
  partners: ManagePartnersDeps;
  campaigns: CampaignsDeps;
  social: StaffSocialCallsDeps;
}

/** For one page request: the staff port as the holder of a staff token sees it (none: nobody signed in). */
export type StaffPorts = (request: PageRequest) => (staffToken: string | undefined) => StaffPort;

/**
 * The staff port (contracts StaffPort, docs/decisions/333): the console's loaders and actions call
 * the staff API's use cases in process. The token is looked up once per port by the staff
 * sessions' own `authenticate`, as the staff plugin's hook does for an HTTP call; each call admits
 * the member with the roles its route names, runs the route's flow (which writes the audit row in
 * its transaction) and answers through the route's response schema; a refusal is the envelope
 * the HTTP call answers.
 */
export function createStaffPorts(deps: StaffPortDeps): StaffPorts {
  return (request) => {
    // One port per token held in a request: the layout's and the page's loaders share its member.
    const byToken = new Map<string, StaffPort>();
    return (staffToken) => {
      const key = staffToken ?? '';
      let port = byToken.get(key);
      if (!port) {
        port = staffPortFor(deps, request, staffToken);
        byToken.set(key, port);
      }
      return port;
    };
  };
}

function staffPortFor(deps: StaffPortDeps, request: PageRequest, staffToken: string | undefined): StaffPort {
  let member: Promise<StaffContext | undefined> | undefined;
  const signedIn = () => {
    member ??= staffToken ? deps.staff.sessions.authenticate(staffToken) : Promise.resolve(undefined);
    return member;
  };
  const kit: StaffKit = {
    may: async (roles) => admitStaff(await signedIn(), roles),
    acting: (staff) => ({ staffId: staff.staffId, address: request.ip }),
    request,
  };
  return refusing(
    {
      ...staffAdminCalls({ staff: deps.staff, ...deps.admin }, kit),
      ...staffConsoleCalls(deps.console, kit),
      ...staffSiteCalls(deps.site, kit),
      ...staffContentCalls(deps.site, kit),
      ...staffPictureCalls(deps.site, kit),
      ...staffFeedbackCalls(deps.feedback, kit),
      ...staffPlacementCalls(deps.placements, kit),
      ...staffPartnerCalls(deps.partners, kit),
      ...staffBpayCalls(deps.console.withdrawals, kit),
      ...staffDirectDebitCalls(deps.console.withdrawals, kit),
      ...staffResultCorrectionCalls(deps.console.settlement, kit),
      ...staffCampaignsCalls(deps.campaigns, kit),
      ...staffSocialCalls(deps.social, kit),
      ...staffVerificationCalls(deps.console.customerCare, kit),
    },
    request.log,
  );
}
