import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../ui/button';
import { CHANGE_KEY_FIELD, useChangeKey } from './change-key';
import './cart.css';

export interface ReplayPageProps {
  entries: { summary: string }[];
  /** What an earlier press added and refused, when some entries could not go in. */
  outcome: { added: number; refused: { summary: string; reason: string }[] } | null;
}

/**
 * /cart/replay/:replayID (signed in, capability lottery play replay): the entries of an earlier
 * order, and one button that puts them in the cart. Nothing is added by opening the page
 * (docs/decisions/143): a link opened twice, or by a mail scanner, adds nothing.
 */
export function ReplayPage({ entries, outcome }: ReplayPageProps) {
  const busy = useNavigation().state !== 'idle';
  // One key for the press: sent again, it adds each entry once (decision 331).
  const changeKey = useChangeKey(outcome);
  return (
    <div className="cart-page replay-page">
      <div className="cart-head">
        <h1>Buy the same entries again</h1>
      </div>
      {outcome ? (
        <div className="notice notice--warning cart-notice" role="alert">
          <p>
            {outcome.added > 0
              ? `We added ${outcome.added} of ${outcome.added + outcome.refused.length} entries to your cart.`
              : 'None of these entries can be bought again right now.'}
          </p>
          <ul>
            {outcome.refused.map((r) => (
              <li key={r.summary}>
                {r.summary}: {r.reason}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/cart">Go to your cart</Link>
          </p>
        </div>
      ) : null}
      <section className="card replay-card" aria-labelledby="replay-heading">
        <h2 id="replay-heading">Your order had</h2>
        <ul className="replay-entries">
          {entries.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order may hold the same entry twice
            <li key={i}>{e.summary}</li>
          ))}
        </ul>
        <p>They go into your cart for the next draws on sale, with the same numbers. You pay when you check out.</p>
        {outcome ? null : (
          <Form method="post">
            <input type="hidden" name={CHANGE_KEY_FIELD} value={changeKey} />
            <Button type="submit" variant="primary" loading={busy}>
              Add {entries.length === 1 ? 'it' : 'them'} to my cart
            </Button>
          </Form>
        )}
        <p className="cart-more">
          <Link to="/cart">Go to your cart</Link>
        </p>
      </section>
    </div>
  );
}
