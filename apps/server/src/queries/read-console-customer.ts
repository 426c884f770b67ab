import { type ConsoleCustomerProfile, toCurrency } from '@drawline/contracts';
import type { Db } from '../db/client';
import type { Corrections } from '../modules/corrections';
import type { CustomerNotes } from '../modules/customer-notes';
import { customerForStaff } from '../modules/identity';
import type { LimitsModule } from '../modules/limits';
import type { OrdersService } from '../modules/orders';
import type { Verification } from '../modules/verification';
import type { Wallet } from '../modules/wallet';
import { readConsoleRecurring } from './read-console-recurring';

/** What the console's customer profile reads from, each through its module's door. */
export interface ConsoleCustomerDeps {
  db: Db;
  wallet: Pick<Wallet, 'getFunds' | 'listTransactions'>;
  orders: Pick<OrdersService, 'listTickets'>;
  corrections: Pick<Corrections, 'list'>;
  limits: Pick<LimitsModule, 'getLimits' | 'getPrecommitment' | 'getSelfExclusion'>;
  verification: Pick<Verification, 'verificationOf'>;
  notes: Pick<CustomerNotes, 'notesOf'>;
}

/** How many transactions and tickets of each kind the profile shows. */
const FIRST_PAGE = { limit: 20, offset: 0 };

/**
 * The console's customer profile (docs/decisions/232): the account (identity), the money and its
 * last transactions (wallet), tickets (orders), balance corrections, limits and break from play,
 * identity check, staff notes and recurring purchases with their charges and notices, read at once.
 */
export async function readConsoleCustomer(
  deps: ConsoleCustomerDeps,
  customerId: string,
): Promise<ConsoleCustomerProfile> {
  const customer = await customerForStaff(deps.db, customerId);
  const id = customer.customerId;
  const currency = toCurrency(customer.currency);
  const [
    funds,
    { transactions },
    upcoming,
    past,
    corrections,
    spend,
    deposit,
    precommitment,
    selfExclusion,
    verification,
    notes,
    recurring,
  ] = await Promise.all([
    deps.wallet.getFunds(id, currency),
    deps.wallet.listTransactions(id, FIRST_PAGE),
    deps.orders.listTickets({ customerId: id, ...FIRST_PAGE, state: 'upcoming' }),
    deps.orders.listTickets({ customerId: id, ...FIRST_PAGE, state: 'past' }),
    deps.corrections.list({ customerId: id }),
    deps.limits.getLimits(id, currency, 'spend'),
    deps.limits.getLimits(id, currency, 'deposit'),
    deps.limits.getPrecommitment(id),
    deps.limits.getSelfExclusion(id),
    deps.verification.verificationOf(id),
    deps.notes.notesOf(id),
    readConsoleRecurring(deps.db, id),
  ]);
  return {
    customer,
    funds,
    transactions,
    upcomingTickets: upcoming.tickets,
    pastTickets: past.tickets,
    corrections,
    limits: {
      spend: spend.customerLimits,
      deposit: deposit.customerLimits,
      precommitment: precommitment.limit,
      selfExclusion,
    },
    verification,
    notes,
    recurring,
  };
}
