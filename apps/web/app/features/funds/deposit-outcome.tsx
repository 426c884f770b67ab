import { DEPOSIT_FAILURE_FALLBACK, type Deposit } from '@drawline/contracts';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale';
import './funds.css';

const walletNames: Partial<Record<Deposit['methodCode'], string>> = { pl: 'PayPal', gp: 'Google Pay', ap: 'Apple Pay' };

/** A deposit's outcome (the details, success, failure and cancel pages). */
export function DepositOutcome({ deposit, checkout = false }: { deposit: Deposit; checkout?: boolean }) {
  const l = useLocale();
  if (deposit.status === 'pending_authorisation') {
    const wallet = deposit.methodCode === 'cc' ? null : (walletNames[deposit.methodCode] ?? 'your digital wallet');
    return (
      <div className="deposit-outcome">
        <p>
          {wallet
            ? `Approve this deposit of ${l.money(deposit.amount)} with ${wallet}.`
            : `Your bank needs you to confirm this deposit of ${l.money(deposit.amount)}.`}
        </p>
        {deposit.authorisationUrl ? (
          <p>
            <a className="button button--primary" href={deposit.authorisationUrl} data-testid="authorise-deposit">
              {wallet ? `Continue to ${wallet}` : 'Confirm with your bank'}
            </a>
          </p>
        ) : null}
      </div>
    );
  }
  if (deposit.status !== 'completed') {
    return (
      <div className="deposit-outcome">
        <p className="notice notice--error" role="alert" data-testid="deposit-failure">
          {deposit.message ?? DEPOSIT_FAILURE_FALLBACK}
        </p>
        <p>Nothing was charged.</p>
        <p>
          <Link to={checkout ? '/cart/buy' : '/my-account/deposit'}>Try again</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="deposit-outcome">
      <p className="notice notice--success" role="status" data-testid="deposit-success">
        {deposit.checkoutId
          ? `Your tickets are bought. Your card was charged ${l.money(deposit.amount)}.`
          : deposit.purchaseError
            ? `Your card was charged ${l.money(deposit.amount)}, which was added to your wallet.`
            : `${l.money(deposit.amount)} was added to your wallet.`}
      </p>
      {deposit.purchaseError ? (
        <div className="notice notice--warning" role="alert" data-testid="deposit-purchase-error">
          <p>Your tickets could not be bought: {deposit.purchaseError.message}</p>
          <p>The money stays in your wallet, to buy them later or to withdraw. Nothing else was charged.</p>
          <p>
            <Link to="/cart">Review your cart</Link>
          </p>
        </div>
      ) : null}
      {deposit.checkoutId ? (
        <p>
          <Link to={`/receipt/${encodeURIComponent(deposit.checkoutId)}`} data-testid="deposit-receipt">
            See your receipt
          </Link>
        </p>
      ) : null}
      <p>
        <Link to="/my-account/transactions">See your transactions</Link>
      </p>
    </div>
  );
}
