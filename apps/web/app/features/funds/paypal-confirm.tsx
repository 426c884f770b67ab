import type { Currency } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/field';
import './funds.css';

export interface PayPalConfirmProps {
  /** What PayPal approved: its one-time nonce and the amount, in cents. */
  approved: { nonce: string; amount: number };
  currency: Currency;
  idempotencyKey: string;
  failure: { message: string } | null;
  /** Back to the deposit form without the approval. */
  backTo: string;
}

/**
 * Back from PayPal's window (decision 488): PayPal approved the payment and nothing is charged
 * until the customer confirms here; the deposit's key is the attempt's, so a second press
 * deposits once.
 */
export function PayPalConfirm(props: PayPalConfirmProps) {
  const l = useLocale();
  const submitting = useNavigation().state === 'submitting';
  const money = l.money({ amount: props.approved.amount, currency: props.currency });
  return (
    <Form method="post" className="deposit-form" data-testid="paypal-confirm" noValidate>
      <input type="hidden" name="intent" value="paypal" />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <input type="hidden" name="nonce" value={props.approved.nonce} />
      <input type="hidden" name="amount" value={(props.approved.amount / 100).toFixed(2)} />
      <FormError>{props.failure?.message}</FormError>
      <p className="notice notice--success" role="status">
        PayPal approved a payment of {money}. Nothing is charged until you confirm.
      </p>
      <Button type="submit" variant="primary" block loading={submitting}>
        {submitting ? 'Processing…' : `Deposit ${money} with PayPal`}
      </Button>
      <p>
        <a href={props.backTo}>Choose another amount or way to pay</a>
      </p>
    </Form>
  );
}
