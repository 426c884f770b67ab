import { pathTo } from '../../lib/capabilities';

export const withdrawPath = () => pathTo('/my-account/withdraw');
export const withdrawalDetailsPath = (withdrawID: string) =>
  pathTo('/my-account/withdraw/details/:withdrawID', { withdrawID });
export const withdrawalSummaryPath = (transactionID: string) =>
  pathTo('/my-account/withdraw/summary/:transactionID', { transactionID });
