import type { ReceiptOrder, Ticket } from '@drawline/contracts';
import { PageLink, useCapabilities } from '../../lib/capabilities';
import { Ball } from '../../ui/balls';
import { gamesOf } from './entries';
import './orders.css';

/** A ticket's games, one row each: its number, whether the server picked it, its balls set by set. */
export function TicketGames({
  entry,
  limit,
  label = 'Games',
}: {
  entry: Pick<Ticket | ReceiptOrder, 'gameType' | 'games' | 'quickPick'>;
  /** Show only the first games (a list's preview); the rest are counted. */
  limit?: number;
  label?: string;
}) {
  const games = gamesOf(entry);
  if (games.length === 0) return null;
  const shown = limit === undefined ? games : games.slice(0, limit);
  return (
    <>
      <ol className="ticket-games" aria-label={label}>
        {shown.map((g) => (
          <li key={g.number} className="ticket-game">
            <span className="ticket-game-name">Game {g.number}</span>
            {g.sets.map((s) => (
              <span key={s.name} className="ticket-set">
                <span className={s.name === 'Numbers' ? 'visually-hidden' : 'ticket-set-name'}>{s.name}</span>
                <span className="balls">
                  {s.numbers.map((n, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a digit can repeat (Super 66)
                    <Ball key={i} n={n} tone={s.tone} />
                  ))}
                </span>
              </span>
            ))}
            {/* After the balls, so every game's balls start in the same place. */}
            {g.quickPick ? <span className="ticket-tag">Quick pick</span> : null}
          </li>
        ))}
      </ol>
      {shown.length < games.length ? (
        <p className="ticket-more">
          and {games.length - shown.length} more {games.length - shown.length === 1 ? 'game' : 'games'}
        </p>
      ) : null}
    </>
  );
}

/** Raffle ticket numbers, as the winners lists print them (seven digits). */
export function RaffleNumbers({ numbers, limit }: { numbers: readonly string[]; limit?: number }) {
  if (numbers.length === 0) return null;
  const shown = limit === undefined ? numbers : numbers.slice(0, limit);
  return (
    <div className="raffle-numbers">
      <span className="ticket-set-name">{numbers.length === 1 ? 'Ticket number' : 'Ticket numbers'}</span>
      <ul aria-label="Ticket numbers">
        {shown.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      {shown.length < numbers.length ? <p className="ticket-more">and {numbers.length - shown.length} more</p> : null}
    </div>
  );
}

/** Back to the shop: the lotto listing, else the raffles, else the home page (whichever this shop has). */
export function ShopLink({ className, children }: { className?: string; children: string }) {
  const caps = useCapabilities();
  if (caps.shows({ route: '/lotto-tickets' })) {
    return (
      <PageLink route="/lotto-tickets" className={className}>
        {children}
      </PageLink>
    );
  }
  if (caps.shows({ route: '/charity-tickets' })) {
    return (
      <PageLink route="/charity-tickets" className={className}>
        {children}
      </PageLink>
    );
  }
  return (
    <PageLink route="/" className={className}>
      {children}
    </PageLink>
  );
}
