import type { BankDepositDetails, BpayDetails } from '@drawline/contracts';
import './funds.css';

/**
 * Paying by BPAY from the customer's own bank (decision 530): the biller code and their own
 * reference to type in, and when the money shows (when finance imports the bank's payments).
 */
export function BpayPanel({ details }: { details: BpayDetails }) {
  return (
    <section className="bpay-panel" aria-labelledby="bpay-title" data-testid="bpay">
      <h2 id="bpay-title">Or pay by BPAY from your bank</h2>
      <p>In your bank's app or internet banking, pay a bill with these details. Any amount from $1.00.</p>
      <dl className="bpay-details">
        <div>
          <dt>Biller code</dt>
          <dd>{details.billerCode}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{details.customerReference}</dd>
        </div>
      </dl>
      <p className="bpay-note">
        This reference is yours alone: use it every time. The money reaches your wallet once your bank's payment
        arrives, usually in one to three business days.
      </p>
    </section>
  );
}

/**
 * Paying into the shop's bank account (decision 519): by BSB and account number (`bd`) or to its
 * PayID (`td`), quoting the customer's own reference; credited when finance imports the statement.
 */
export function BankDepositPanel({ details }: { details: BankDepositDetails }) {
  return (
    <section className="bpay-panel" aria-labelledby="bank-deposit-title" data-testid="bank-deposit">
      <h2 id="bank-deposit-title">Or pay into our bank account</h2>
      <p>From your bank's app, internet banking or a branch. Any amount from $1.00.</p>
      <dl className="bpay-details">
        {details.payId ? (
          <div>
            <dt>PayID (arrives in minutes)</dt>
            <dd>{details.payId}</dd>
          </div>
        ) : null}
        {details.account ? (
          <>
            <div>
              <dt>Account name</dt>
              <dd>{details.account.accountName}</dd>
            </div>
            <div>
              <dt>BSB</dt>
              <dd>{details.account.bsb}</dd>
            </div>
            <div>
              <dt>Account number</dt>
              <dd>{details.account.accountNumber}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>Reference</dt>
          <dd>{details.reference}</dd>
        </div>
      </dl>
      <p className="bpay-note">
        Put this reference in the payment's description every time: it is how we know the money is yours. It reaches
        your wallet when we import our bank statement, usually the next business day.
      </p>
    </section>
  );
}
