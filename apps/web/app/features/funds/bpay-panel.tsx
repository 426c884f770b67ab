import type { BpayDetails } from '@drawline/contracts';
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
