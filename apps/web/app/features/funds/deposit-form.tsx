import { depositPurchaseRules, type Fund, type PaymentMethod } from '@drawline/contracts';
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { cardLabel } from './cards-list';
import { ChargeSummary, type PurchaseToPay } from './charge-summary';
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
  return (
    <Form method="post" className="deposit-form" noValidate>
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      {props.intent ? <input type="hidden" name="intent" value={props.intent} /> : null}
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
        hint={rules ? `Between ${l.money(rules.minAmount)} and ${l.money(rules.maxAmount)}` : undefined}
        error={amountError}
        required
      />
      {props.purchase ? <ChargeSummary amount={amount} purchase={props.purchase} id={summaryId} /> : null}
      <Button type="submit" variant="primary" block loading={submitting} disabled={nothingToPayWith}>
        {submitting ? 'Processing…' : (props.submitLabel ?? 'Deposit')}
      </Button>
    </Form>
  );
}
