import type { StaffConsolePort, StaffRole } from '@drawline/contracts';
import type { StaffContext } from '../modules/staff';
import type { PageRequest } from './page-viewer';

/**
 * What each area's staff calls are made with: the member the staff token is, admitted by the
 * staff routes' own rule (`admitStaff`, the body of requireStaff), and who acts from where for the
 * audit row (`actingStaff` over HTTP: the member and the page request's address).
 */
export interface StaffKit {
  /** The signed-in member holding one of the roles (none: any member); 401 or 403 as over HTTP. */
  may(roles: readonly StaffRole[]): Promise<StaffContext>;
  acting(staff: StaffContext): { staffId: string; address: string };
  request: PageRequest;
}

/** The console's content and raffle calls (staff-site-calls.ts); the other console calls are in staff-console-calls.ts. */
export type StaffSiteCalls = Pick<
  StaffConsolePort,
  | 'sitewideBanners'
  | 'setSitewideBanner'
  | 'vouchers'
  | 'createVoucher'
  | 'endVoucher'
  | 'consoleCapabilities'
  | 'setSegmentCapability'
  | 'raffles'
  | 'raffleCauses'
  | 'raffle'
  | 'createRaffle'
  | 'editRaffle'
  | 'publishRaffle'
>;
