import type { Placement } from '@drawline/contracts';
import { Link, useFetcher } from 'react-router';
import { useLocale } from '../../lib/locale';
import { useHydrated } from '../../lib/use-hydrated';
import { itemFields, itemFormData } from '../cart';
import './placements.css';

/** The fields of a placement's entry: a quick pick of its games for its draw, as a play page sends one. */
export function placementFields(placement: Placement): Record<string, string> {
  const c = placement.config;
  return itemFormData({
    productOfferKey: c.productOfferKey,
    option: { gameType: c.gameType, gameOffer: c.gameOffer, syndicateEncodedId: null },
    numGames: c.numGames,
    numDraws: 1,
    drawNo: c.drawNo,
    quickPick: true,
  });
}

/**
 * One placement (decision 474): what it offers and its price, and Add to cart through the cart's
 * own action. Without a script the form posts and the visitor lands on the cart page; with one it
 * adds in the background (the drawer's field asks the action to answer rather than move on) and
 * says so here, with the way to the cart.
 */
export function PlacementCard({ placement, headingLevel = 3 }: { placement: Placement; headingLevel?: 2 | 3 | 4 }) {
  const l = useLocale();
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  const hydrated = useHydrated();
  const c = placement.config;
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const headingId = `placement-${placement.key}-${c.placementId}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  return (
    <article className={`placement placement--${placement.key}`} aria-labelledby={headingId}>
      {c.recommended ? <p className="placement-kicker">Recommended for you</p> : null}
      <Heading id={headingId} className="placement-headline">
        {c.headline}
      </Heading>
      <p className="placement-message">{c.message}</p>
      <p className="placement-entry">
        {c.name}: {c.numGames} {c.numGames === 1 ? 'game' : 'games'}, quick pick, draw {c.drawNo} on{' '}
        <time dateTime={c.drawDate}>{l.drawDate(c.drawDate)} AEST</time>
      </p>
      <fetcher.Form method="post" action="/cart" className="placement-form">
        {Object.entries(placementFields(placement)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {hydrated ? <input type="hidden" name={itemFields.drawer} value="1" /> : null}
        <span className="placement-price">{l.money(c.price)}</span>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-describedby={headingId}
          aria-busy={busy || undefined}
        >
          {busy ? 'Adding…' : 'Add to cart'}
        </button>
      </fetcher.Form>
      <p className="placement-status" role="status">
        {answer?.ok ? (
          <>
            Added to your cart. <Link to="/cart">View cart</Link>
          </>
        ) : answer && !answer.ok ? (
          answer.error
        ) : null}
      </p>
    </article>
  );
}

/** A list of placements under a heading; nothing at all when there are none. */
export function PlacementList({
  placements,
  title,
  id,
  level = 2,
}: {
  placements: readonly Placement[];
  title: string;
  id: string;
  /** The list's heading level; each placement's is one below. */
  level?: 2 | 3;
}) {
  if (!placements.length) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="placements" aria-labelledby={id}>
      <Heading id={id} className="placements-title">
        {title}
      </Heading>
      <ul className="placements-list">
        {placements.map((p) => (
          <li key={`${p.key}-${p.config.placementId}`}>
            <PlacementCard placement={p} headingLevel={level === 2 ? 3 : 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
