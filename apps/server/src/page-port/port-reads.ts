import type { CustomerPortReads, ShopPortReads } from '@drawline/contracts';
import type { IdentityModule } from '../modules/identity';
import type { OrdersService } from '../modules/orders';
import { accountReads } from './account-reads';
import { type MoneyReadsDeps, moneyReads } from './money-reads';
import { ordersReads } from './orders-reads';
import type { PortKit } from './port-kit';
import { type ResultsReadsDeps, resultsReads } from './results-reads';
import { shopReads } from './shop-reads';

/** The modules the pages' reads by area are answered from: the ones their HTTP routes are given. */
export interface PortReadsDeps extends MoneyReadsDeps, ResultsReadsDeps {
  orders: OrdersService;
  identity: Pick<IdentityModule, 'customer' | 'accounts' | 'twoFactor'>;
}

/** The pages' port's reads by area (docs/decisions/326), composed: each area in its own file. */
export function portReads(deps: PortReadsDeps, kit: PortKit): ShopPortReads & CustomerPortReads {
  return {
    ...shopReads(deps, kit),
    ...resultsReads(deps, kit),
    ...accountReads(deps, kit),
    ...ordersReads(deps, kit),
    ...moneyReads(deps, kit),
  };
}
