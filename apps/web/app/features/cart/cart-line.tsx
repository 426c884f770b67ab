import { cartDebounceMs } from '@drawline/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useCapabilities } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { OfferLogo } from '../../ui/picture';
import type { CartLineView } from './cart-view';
import { CHANGE_KEY_FIELD, newChangeKey, useChangeKey } from './change-key';
import { trailing } from './debounce';
import { type CartActionData, cartIntents } from './intents';
import { LineNumbers } from './line-numbers';

/**
 * What a pre-order line's tickets do (decision 556): with the recurring engine's pre_order
 * capability a line bought once for its one draw is held, its tickets set aside at checkout and
 * issued when sales open; otherwise (several draws, or bought to recur) its tickets are issued when it is paid.
 */
function PreOrderNote({ line }: { line: CartLineView }) {
  const caps = useCapabilities();
  const held = caps.has('pre_order') && line.heldWhenPreOrdersAre;
  return (
    <p className="cart-line-note">
      {held
        ? 'Sales for this draw have not opened: you pay now, your tickets are set aside for you and issued when they open. You can cancel it until then for a refund.'
        : 'Sales for this draw have not opened, but your tickets are issued as soon as you pay.'}
    </p>
  );
}

export function CartLine({ line, maxQuantity }: { line: CartLineView; maxQuantity: number }) {
  const l = useLocale();
  const remover = useFetcher<CartActionData>();
  const removing = remover.state !== 'idle';
  const refused = remover.data && !remover.data.ok ? remover.data.error : null;
  const removeKey = useChangeKey(remover.data);
  const headingId = `cart-line-${line.id}`;
  return (
    <li className={`cart-line card${removing ? ' cart-line--leaving' : ''}`} aria-labelledby={headingId}>
      <div className="cart-line-head">
        <div className="cart-line-brand">
          <OfferLogo src={line.logoImage} size={32} />
          <div>
            <h3 className="cart-line-title" id={headingId}>
              <Link to={line.playPath}>{line.productOfferName}</Link>
            </h3>
            <p className="cart-line-kind">
              {line.kind}
              {line.preOrder ? <span className="cart-tag">Pre-order</span> : null}
            </p>
          </div>
        </div>
        <p className="cart-line-price">
          <span className="visually-hidden">Price </span>
          {l.money(line.price)}
          {line.quantity > 1 ? <span className="cart-line-unit">{l.money(line.unitPrice)} each</span> : null}
        </p>
      </div>
      <p className="cart-line-summary">{line.summary}</p>
      <p className="cart-line-draw">
        {line.drawNo === null
          ? 'Starts when you pay'
          : line.numDraws > 1
            ? `First draw ${line.drawNo}`
            : `Draw ${line.drawNo}`}
        {line.drawDate ? ` · ${l.drawDate(line.drawDate)} AEST` : ''}
      </p>
      {line.preOrder ? <PreOrderNote line={line} /> : null}
      {line.details.length > 0 ? (
        <ul className="cart-line-details">
          {line.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
      <LineNumbers games={line.games} quickPick={line.quickPick} />
      <div className="cart-line-actions">
        {line.quantityFixed ? null : <QuantityStepper line={line} maxQuantity={maxQuantity} />}
        <RecurringToggle line={line} />
        <remover.Form method="post" action="/cart">
          <input type="hidden" name="intent" value={cartIntents.remove} />
          <input type="hidden" name="itemId" value={line.id} />
          <input type="hidden" name={CHANGE_KEY_FIELD} value={removeKey} />
          <Button
            type="submit"
            variant="ghost"
            size="small"
            loading={removing}
            aria-label={`Remove ${line.summary} from your cart`}
          >
            Remove
          </Button>
        </remover.Form>
      </div>
      {refused ? (
        <p className="field-error" role="alert">
          {refused}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Turns the line's AutoPlay (or subscription) on or off (issue 25), where the offer lets the
 * customer choose and the shop gives out the capability that manages it (never while the shop's
 * recurring switch is off, decision 353). A plain form: it works without scripts.
 */
function RecurringToggle({ line }: { line: CartLineView }) {
  const caps = useCapabilities();
  const toggler = useFetcher<CartActionData>();
  const key = useChangeKey(toggler.data);
  const choice = line.recurringChoice;
  if (!choice || !caps.has(choice.type === 'autoplay' ? 'autoplay_manage' : 'subscription_manage')) return null;
  const noun = choice.type === 'autoplay' ? 'AutoPlay' : 'subscription';
  const refused = toggler.data && !toggler.data.ok ? toggler.data.error : null;
  return (
    <toggler.Form method="post" action="/cart">
      <input type="hidden" name="intent" value={cartIntents.recurring} />
      <input type="hidden" name="itemId" value={line.id} />
      <input type="hidden" name="recurringType" value={choice.type} />
      <input type="hidden" name="enabled" value={choice.enabled ? 'false' : 'true'} />
      <input type="hidden" name={CHANGE_KEY_FIELD} value={key} />
      <Button type="submit" variant="ghost" size="small" loading={toggler.state !== 'idle'}>
        {choice.enabled ? `Turn ${noun} off` : `Turn ${noun} on`}
      </Button>
      {refused ? (
        <span className="field-error" role="alert">
          {refused}
        </span>
      ) : null}
    </toggler.Form>
  );
}

/**
 * The quantity of an item: − and + post the new quantity. With a script the presses are counted
 * on the page and sent once they stop for half a second (2-shopping.md §9); without one each press
 * is a form post.
 */
function QuantityStepper({ line, maxQuantity }: { line: CartLineView; maxQuantity: number }) {
  const fetcher = useFetcher<CartActionData>();
  const [wanted, setWanted] = useState(line.quantity);
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const send = useRef(
    trailing<number>(cartDebounceMs.readAndBuild, (quantity) =>
      submit.current(
        // Each quantity sent is an attempt of its own (decision 331).
        {
          intent: cartIntents.quantity,
          itemId: line.id,
          quantity: String(quantity),
          [CHANGE_KEY_FIELD]: newChangeKey(),
        },
        { method: 'post', action: '/cart' },
      ),
    ),
  );
  // The cart's answer is the truth: a refused change goes back to what the cart holds.
  useEffect(() => setWanted(line.quantity), [line.quantity]);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok) setWanted(line.quantity);
  }, [fetcher.state, fetcher.data, line.quantity]);
  useEffect(() => () => send.current.cancel(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const next = Number(button?.value);
    if (!Number.isInteger(next) || next < 1 || next > maxQuantity) return;
    setWanted(next);
    send.current.call(next);
  };
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const outputId = `quantity-${line.id}`;
  return (
    <>
      <fetcher.Form method="post" action="/cart" className="stepper" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value={cartIntents.quantity} />
        <input type="hidden" name="itemId" value={line.id} />
        <span className="stepper-label" id={`${outputId}-label`}>
          Quantity
        </span>
        <button
          type="submit"
          name="quantity"
          value={wanted - 1}
          className="stepper-button"
          disabled={wanted <= 1}
          aria-label={`One fewer of ${line.summary}`}
        >
          −
        </button>
        <output
          id={outputId}
          className="stepper-value"
          aria-labelledby={`${outputId}-label ${outputId}`}
          aria-live="polite"
        >
          {wanted}
        </output>
        <button
          type="submit"
          name="quantity"
          value={wanted + 1}
          className="stepper-button"
          disabled={wanted >= maxQuantity}
          aria-label={`One more of ${line.summary}`}
        >
          +
        </button>
      </fetcher.Form>
      {refused ? (
        <p className="field-error cart-line-error" role="alert">
          {refused}
        </p>
      ) : null}
    </>
  );
}
