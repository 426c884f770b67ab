import { depositPurchaseSplit, type Money, parseDepositAmount } from '@drawline/contracts';
import { useLocale } from '../../lib/locale';

/** A deposit-and-buy's order and the wallet before it. */
export interface PurchaseToPay {
  orderTotal: Money;
  availableFunds: Money;
}

const anyAmount = (currency: Money['currency']) => ({
  minAmount: { amount: 1, currency },
  maxAmount: { amount: Number.MAX_SAFE_INTEGER, currency },
});

/** The card charge the amount field holds, or null while it holds no amount. */
export function chargeOf(amount: string, currency: Money['currency']): Money | null {
  const parsed = parseDepositAmount(amount, anyAmount(currency));
  return 'error' in parsed ? null : { amount: parsed.amount, currency };
}

/**
 * What paying by card will do, said before the customer pays (docs/decisions/301): the card's
 * charge, what of it pays the order, what the wallet adds, and what stays in the wallet.
 * Follows the amount as it is typed; nothing while the amount is not one.
 */
export function ChargeSummary({ amount, purchase, id }: { amount: string; purchase: PurchaseToPay; id: string }) {
  const l = useLocale();
  const { orderTotal } = purchase;
  const charge = chargeOf(amount, orderTotal.currency);
  if (!charge) return <p id={id} className="charge-summary" aria-live="polite" />;
  const split = depositPurchaseSplit(charge, orderTotal);
  const walletBefore = purchase.availableFunds.currency === orderTotal.currency ? purchase.availableFunds.amount : 0;
  const short = split.paidFromWallet.amount > walletBefore;
  return (
    <div id={id} className="charge-summary" aria-live="polite" data-testid="charge-summary">
      <p className="charge-summary-lead">
        Your card will be charged <strong>{l.money(charge)}</strong>.
      </p>
      <ul>
        <li>{l.money(split.paidByCard)} pays for this order</li>
        {split.paidFromWallet.amount > 0 ? <li>{l.money(split.paidFromWallet)} comes from your wallet</li> : null}
        {split.keptInWallet.amount > 0 ? (
          <li>{l.money(split.keptInWallet)} stays in your wallet for later (you can withdraw it)</li>
        ) : (
          <li>Nothing is kept in your wallet</li>
        )}
      </ul>
      {short ? (
        <p className="charge-summary-short">
          That is less than this order needs: your wallet holds {l.money(purchase.availableFunds)}.
        </p>
      ) : null}
    </div>
  );
}
