import { useState } from 'react';
import { Form, Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { cartIntents } from './intents';

/** A cart line that would start a subscription to an offer the customer already subscribes to. */
export interface SubscriptionMatch {
  itemId: string;
  subscriptionId: string;
}

/** Lines the customer chose to keep, for this tab: the modal does not ask again about them. */
const KEPT_KEY = 'drawline.subscription-match.kept';

function keptIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEPT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function keep(itemId: string) {
  try {
    sessionStorage.setItem(KEPT_KEY, JSON.stringify([...keptIds(), itemId].slice(-50)));
  } catch {
    // Storage refused (private mode): the modal may ask again on the next visit of the cart.
  }
}

function MatchChoices({ match, name, onKeep }: { match: SubscriptionMatch; name: string; onKeep?: () => void }) {
  return (
    <div className="subscription-match">
      <p>
        You already have a subscription to {name}. Buying this one as well starts a second subscription, and both buy
        tickets for you. To change how many tickets or how often, change your subscription instead.
      </p>
      <div className="subscription-match-actions">
        <Form method="post" action="/cart">
          <input type="hidden" name="intent" value={cartIntents.remove} />
          <input type="hidden" name="itemId" value={match.itemId} />
          <Button type="submit" variant="primary">
            Remove it from my cart
          </Button>
        </Form>
        {onKeep ? (
          <Button type="button" variant="secondary" onClick={onKeep}>
            Keep both subscriptions
          </Button>
        ) : null}
        <Link to={`/my-account/subscriptions/ticket/${encodeURIComponent(match.subscriptionId)}`}>
          See my subscription
        </Link>
      </div>
    </div>
  );
}

/**
 * The cart subscription match modal (1-platform.md §6; docs/decisions/370): when a cart line would
 * start a subscription to an offer the customer already subscribes to, a medium modal (550 px)
 * says so and lets them remove the line, keep both, or go to their subscription. Escape, the close
 * button and "Keep both" keep the line and are remembered for the tab. Without scripts the same
 * choices show in place above the cart.
 */
export function SubscriptionMatchModal({
  matches,
  names,
}: {
  matches: readonly SubscriptionMatch[];
  /** The offer name of each cart line, by item id. */
  names: Readonly<Record<string, string>>;
}) {
  const hydrated = useHydrated();
  const [kept, setKept] = useState<string[] | null>(null);
  const first = matches[0];
  if (!first) return null;
  if (!hydrated) {
    return (
      <section className="notice cart-notice" aria-labelledby="subscription-match-heading">
        <h2 id="subscription-match-heading">{`You already subscribe to ${names[first.itemId] ?? 'this draw'}`}</h2>
        <MatchChoices match={first} name={names[first.itemId] ?? 'this draw'} />
      </section>
    );
  }
  const known = kept ?? keptIds();
  const asking = matches.find((m) => !known.includes(m.itemId));
  if (!asking) return null;
  const name = names[asking.itemId] ?? 'this draw';
  const close = () => {
    keep(asking.itemId);
    setKept([...known, asking.itemId]);
  };
  return (
    <Modal open onClose={close} title={`You already subscribe to ${name}`} width="medium">
      <MatchChoices match={asking} name={name} onKeep={close} />
    </Modal>
  );
}
