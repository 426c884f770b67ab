import type { NumberSetView } from './cart-view';

/** A set's tone, as the play page colours its balls: main numbers, a bonus ball, kept favourites. */
function tone(name: string): string {
  if (name === 'Numbers') return 'main';
  if (name === 'Favourites') return 'favourite';
  return 'power';
}

/** The numbers of an entry, game by game; a quick pick says so instead. */
export function LineNumbers({ games, quickPick }: { games: NumberSetView[][]; quickPick: boolean }) {
  if (quickPick) return <p className="cart-numbers-note">Quick pick: your numbers are drawn when you buy.</p>;
  if (games.length === 0) return null;
  return (
    <ol className="cart-games">
      {games.map((sets, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: games are numbered places
        <li key={i} className="cart-game">
          <span className="cart-game-label">Game {i + 1}</span>
          {sets.map((set) => (
            <span key={set.name} className="cart-set">
              <span className="visually-hidden">{set.name}: </span>
              {set.numbers.map((n, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a digit may repeat in its place
                <span key={j} className={`cart-ball cart-ball--${tone(set.name)}`}>
                  {n}
                </span>
              ))}
            </span>
          ))}
        </li>
      ))}
    </ol>
  );
}
