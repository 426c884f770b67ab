import {
  cardLabel,
  type RecurringPurchaseMethod,
  type RecurringPurchaseMethods,
  WALLET_RECURRING_METHOD,
} from '@drawline/contracts';
import { recurringMethodOf, setRecurringMethod } from '../../modules/recurring';
import { AppError } from '../../platform/app-error';
import type { RecurringEngineDeps } from './recurring-flow.deps';

const walletMethod: RecurringPurchaseMethod = {
  key: WALLET_RECURRING_METHOD,
  type: 'wallet',
  label: 'Wallet',
  fund: null,
};

const expired = (card: { expiryMonth: number; expiryYear: number }, now: Date) =>
  Date.UTC(card.expiryYear, card.expiryMonth, 1) <= now.getTime();

/**
 * GET /customer/recurring-purchase-method (3-account.md §7; decision 358): the wallet and each of
 * the customer's saved cards that has not expired, and the one chosen. A chosen card removed
 * since shows the wallet chosen (the engine then pays from the wallet alone, and says why).
 */
export async function getRecurringPurchaseMethods(
  deps: Pick<RecurringEngineDeps, 'db' | 'clock' | 'funds'>,
  customerId: string,
): Promise<RecurringPurchaseMethods> {
  const now = deps.clock.now();
  const cards = (await deps.funds.customerCards(customerId)).filter((c) => !expired(c, now));
  const chosen = await recurringMethodOf(deps.db, customerId);
  const available = [
    walletMethod,
    ...cards.map((fund) => ({ key: fund.id, type: 'cc' as const, label: cardLabel(fund), fund })),
  ];
  return {
    availableRecurringPurchaseMethods: available,
    selectedRecurringPurchaseMethodKey: available.some((m) => m.key === chosen) ? (chosen as string) : walletMethod.key,
  };
}

/**
 * POST /customer/recurring-purchase-method?recurring_purchase_method=…: the wallet, or one of the
 * customer's own saved cards. A removed card, an expired one or anyone else's is refused
 * (fund_not_found, the same answer as a card that never was) and nothing changes.
 */
export async function chooseRecurringPurchaseMethod(
  deps: Pick<RecurringEngineDeps, 'db' | 'clock' | 'funds'>,
  customerId: string,
  key: string,
): Promise<RecurringPurchaseMethods> {
  const now = deps.clock.now();
  if (key === WALLET_RECURRING_METHOD) {
    await setRecurringMethod(deps.db, customerId, null, now);
  } else {
    const card = await deps.funds.customerCard(customerId, key);
    if (expired(card, now)) {
      throw new AppError('validation_failed', {
        errors: [{ target: 'recurring_purchase_method', code: 'card_expired', message: 'This card has expired.' }],
      });
    }
    await setRecurringMethod(deps.db, customerId, card.id, now);
  }
  return getRecurringPurchaseMethods(deps, customerId);
}
