import {
  entryPrice,
  type GameOffer,
  type GameSelection,
  isGameComplete,
  type ProductType,
  quickPickGame,
} from '@drawline/contracts';
import { useLocale } from '../../lib/locale';
import { useHydrated } from '../../lib/use-hydrated';
import { entryCountNoun } from '../catalogue';
import type { DraftAction } from './draft';
import { applyFavouriteLine } from './favourites';
import { GameCard } from './game-card';

/** Quick picks use the browser's cryptographic randomness. */
function random(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

export interface PlayGamesProps {
  gameTypeKey: string;
  gameOffer: GameOffer;
  productType: ProductType;
  games: readonly GameSelection[];
  numDraws: number;
  /** The game counts on the price list. */
  choices: readonly number[];
  favourites: readonly GameSelection[];
  openGame: number | null;
  setOpenGame: (game: number | null) => void;
  change: (action: DraftAction) => void;
}

/** The games of an entry: how many are ready, quick picks for all, each game's card, and a way to add games. */
export function PlayGames(props: PlayGamesProps) {
  const { gameTypeKey, gameOffer, games, favourites, openGame, setOpenGame, change } = props;
  const l = useLocale();
  const complete = games.filter((g) => isGameComplete(gameTypeKey, gameOffer, g)).length;
  // The next game count on the price list: the way to add another game (docs/decisions/303).
  const more = props.choices.find((n) => n > games.length);
  const morePrice = more === undefined ? undefined : entryPrice(gameOffer, more, props.numDraws);
  const noun = (n: number) => entryCountNoun(gameTypeKey, n, props.productType);

  // Quick pick all fills the games still open; when every game is complete it picks them all afresh.
  const quickPickAll = () => {
    const allComplete = games.every((g) => isGameComplete(gameTypeKey, gameOffer, g));
    change({
      type: 'setGames',
      games: games.map((g) =>
        allComplete || !isGameComplete(gameTypeKey, gameOffer, g)
          ? quickPickGame(gameTypeKey, gameOffer, g, random)
          : g,
      ),
    });
  };

  return (
    <section className="play-games" aria-labelledby="games-heading">
      <div className="play-games-head">
        <h2 id="games-heading" className="play-section-title">
          Your numbers
        </h2>
        <p className="play-games-progress" aria-live="polite">
          {complete} of {games.length} {games.length === 1 ? 'game' : 'games'} ready
        </p>
        <div className="play-games-actions">
          <button type="button" className="button button--gold button--small" onClick={quickPickAll}>
            Quick pick all
          </button>
          {favourites.length > 0 ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() =>
                change({
                  type: 'setGames',
                  games: games.map((_, i) => applyFavouriteLine(gameOffer, favourites[i % favourites.length]!)),
                })
              }
            >
              Use my favourites
            </button>
          ) : null}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => change({ type: 'clearAll' })}
          >
            Clear all
          </button>
        </div>
      </div>
      <ol className="game-list">
        {games.map((g, i) => (
          <GameCard
            // biome-ignore lint/suspicious/noArrayIndexKey: games are numbered places
            key={i}
            index={i}
            gameTypeKey={gameTypeKey}
            gameOffer={gameOffer}
            game={g}
            open={openGame === i}
            hasFavourites={favourites.length > 0}
            onOpen={() => setOpenGame(openGame === i ? null : i)}
            onToggle={(set, n) => change({ type: 'toggle', game: i, set, n })}
            onPosition={(set, position, n) => change({ type: 'position', game: i, set, position, n })}
            onQuickPick={() =>
              change({ type: 'setGame', game: i, selection: quickPickGame(gameTypeKey, gameOffer, g, random) })
            }
            onClear={() => change({ type: 'clear', game: i })}
            onFavourite={() =>
              change({
                type: 'setGame',
                game: i,
                selection: applyFavouriteLine(gameOffer, favourites[i % favourites.length]!),
              })
            }
          />
        ))}
      </ol>
      {more !== undefined ? (
        <AddGamesButton
          label={`Add ${more - games.length === 1 ? 'another game' : `${more - games.length} more ${noun(2)}`}`}
          price={` (${more} ${noun(more)}${morePrice ? `, ${l.money(morePrice)}` : ''})`}
          onAdd={() => {
            change({ type: 'numGames', numGames: more });
            setOpenGame(games.length);
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * Adding games needs the page's script (without it, the number of games is a field of the form),
 * so the button appears when the script runs; only it is drawn again then, not the games.
 */
function AddGamesButton({ label, price, onAdd }: { label: string; price: string; onAdd: () => void }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="button button--secondary play-add-games" onClick={onAdd}>
      {label}
      <span className="play-add-games-price">{price}</span>
    </button>
  );
}
