import { depositPurchaseRules, type Fund, type PaymentMethod } from '@drawline/contracts';
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { COLOUR_DEPTH_FIELD, useBrowserColourDepth } from './browser-data';
import { cardLabel } from './cards-list';
import { ChargeSummary, chargeOf, type PurchaseToPay } from './charge-summary';
import { useApplePaySupported } from './wallet-support';
import './funds.css';

const walletNames = { pl: 'PayPal', gp: 'Google Pay', ap: 'Apple Pay' } as const;

export interface DepositFormProps {
  cards: Fund[];
  card: PaymentMethod | null;
  wallets: PaymentMethod[];
  addCardUrl: string | null;
  /** The card to select first (a card just added, else the default). */
  selectedFundId: string | null;
  idempotencyKey: string;
  failure: { message: string; errors: Record<string, string> } | null;
  /** The amount to suggest (a checkout's shortfall). */
  suggestedAmount?: string;
  /** The submit button's words; a deposit-and-buy's say the amount it pays ("Pay $3.50 by card"). */
  submitLabel?: string;
  /** Only saved cards (deposit-and-buy takes a card). */
  cardsOnly?: boolean;
  /** The form's intent, where the page has more than one form. */
  intent?: string;
  /** A deposit-and-buy: its minimum is what the wallet is short, and the charge is explained before paying. */
  purchase?: PurchaseToPay;
}

/**
 * The deposit form (3-account.md §4): a saved card or a digital wallet, the amount in the method's
 * bounds, and one submit; its submitting, error and success (the next page) states.
 */
export function DepositForm(props: DepositFormProps) {
  const l = useLocale();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const applePay = useApplePaySupported();
  // Sent with a card deposit for 3-D Secure (decision 492).
  const colourDepth = useBrowserColourDepth();
  const summaryId = useId();
  const [amount, setAmount] = useState(props.suggestedAmount ?? '');
  const cardRules = props.card?.rules;
  const rules =
    cardRules && props.purchase
      ? depositPurchaseRules(cardRules, props.purchase.orderTotal, props.purchase.availableFunds)
      : cardRules;
  const amountError = props.failure?.errors.amount;
  const selected = props.selectedFundId ?? props.cards.find((c) => c.default)?.id ?? props.cards[0]?.id ?? null;
  const wallets = props.cardsOnly ? [] : props.wallets.filter((w) => w.code !== 'ap' || applePay);
  const nothingToPayWith = props.cards.length === 0 && wallets.length === 0;
  if (props.cardsOnly && props.cards.length === 0) {
    return <FirstCard {...props} amount={amount} summaryId={summaryId} />;
  }
  const charge = props.purchase ? chargeOf(amount, props.purchase.orderTotal.currency) : null;
  // Back from the gateway's card page, which said "Continue to pay": nothing is paid yet (decision 316).
  const justSaved =
    props.purchase && props.selectedFundId ? props.cards.find((c) => c.id === props.selectedFundId) : null;
  const label = props.purchase
    ? charge
      ? `Pay ${l.money(charge)} by card`
      : 'Pay by card'
    : (props.submitLabel ?? 'Deposit');
  return (
    <Form method="post" className="deposit-form" noValidate>
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      {colourDepth ? <input type="hidden" name={COLOUR_DEPTH_FIELD} value={colourDepth} /> : null}
      {props.intent ? <input type="hidden" name="intent" value={props.intent} /> : null}
      {justSaved && !props.failure ? (
        <p className="notice notice--success" role="status" data-testid="card-saved">
          {cardLabel(justSaved)} is saved. Check the amount and press Pay to buy your tickets: nothing is charged until
          then.
        </p>
      ) : null}
      {/* A refused amount is said once, at its field. */}
      <FormError>{amountError ? null : props.failure?.message}</FormError>
      <fieldset className="deposit-methods">
        <legend>Pay with</legend>
        {props.cards.map((card) => (
          <label key={card.id} className="deposit-method">
            <input type="radio" name="payWith" value={`card:${card.id}`} defaultChecked={card.id === selected} />
            {cardLabel(card)}
          </label>
        ))}
        {wallets.map((w) => (
          <label key={w.code} className="deposit-method">
            <input type="radio" name="payWith" value={w.code} defaultChecked={!selected && w === wallets[0]} />
            {walletNames[w.code as keyof typeof walletNames] ?? w.attributes.name}
          </label>
        ))}
        {props.addCardUrl ? (
          <p>
            <a href={props.addCardUrl} data-testid="add-card">
              {props.cards.length ? 'Use a new card' : 'Add a card'}
            </a>
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Amount"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        hint={rules ? `Enter an amount from ${l.money(rules.minAmount)} to ${l.money(rules.maxAmount)}.` : undefined}
        error={amountError}
        required
      />
      {props.purchase ? <ChargeSummary amount={amount} purchase={props.purchase} id={summaryId} /> : null}
      <Button type="submit" variant="primary" block loading={submitting} disabled={nothingToPayWith}>
        {submitting ? 'Processing…' : label}
      </Button>
    </Form>
  );
}

/**
 * Pay by card with no saved card yet (a first purchase, issue 23): what the card will be charged,
 * what happens next (the payment provider's page takes the card, then the customer pays here) and
 * the one way on, instead of a form that cannot be sent.
 */
function FirstCard(props: DepositFormProps & { amount: string; summaryId: string }) {
  return (
    <div className="first-card" data-testid="first-card">
      <FormError>{props.failure?.message}</FormError>
      {props.purchase ? <ChargeSummary amount={props.amount} purchase={props.purchase} id={props.summaryId} /> : null}
      {props.addCardUrl ? (
        <>
          <ol className="first-card-steps">
            <li>Enter your card (Visa, Mastercard or American Express) on our payment provider's secure page.</li>
            <li>Come back here, check the amount and pay. We add no card fee.</li>
          </ol>
          <a className="button button--primary button--block" href={props.addCardUrl} data-testid="add-card">
            Enter your card details
          </a>
        </>
      ) : (
        <p className="notice notice--warning">Paying by card is not available at the moment.</p>
      )}
    </div>
  );
}
