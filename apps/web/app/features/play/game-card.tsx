import {
  allowsRepeats,
  type GameOffer,
  type GameSelection,
  gameProblems,
  isOptionalSet,
  type NumberSet,
} from '@drawline/contracts';
import { type BallTone, ballTone } from '../../ui/balls';
import { DigitPlaces, NumberGrid, PickedBalls, setTitle } from './number-picker';

export function toneOf(set: NumberSet): BallTone {
  return ballTone(set.name);
}

export interface GameCardProps {
  index: number;
  gameTypeKey: string;
  gameOffer: GameOffer;
  game: GameSelection;
  open: boolean;
  hasFavourites: boolean;
  onOpen: () => void;
  onToggle: (set: string, n: number) => void;
  onPosition: (set: string, position: number, n: number) => void;
  onQuickPick: () => void;
  onClear: () => void;
  onFavourite: () => void;
}

/** One game: its picks as balls, what is still missing, and its picker when open. */
export function GameCard(props: GameCardProps) {
  const { index, gameTypeKey, gameOffer, game, open } = props;
  const label = `Game ${index + 1}`;
  const problems = gameProblems(gameTypeKey, gameOffer, game, index);
  const complete = problems.length === 0;
  const panelId = `game-${index}-picker`;
  const headingId = `game-${index}-heading`;
  const repeats = allowsRepeats(gameTypeKey);
  return (
    <li className={`game-card${open ? ' game-card--open' : ''}${complete ? ' game-card--complete' : ''}`}>
      <div className="game-card-head">
        <h3 className="game-card-title" id={headingId}>
          {label}
        </h3>
        <p className={`game-card-status${complete ? ' game-card-status--done' : ''}`}>
          {complete ? 'Ready' : problems[0]?.replace(`${label} `, '')}
        </p>
        <div className="game-card-picks">
          {gameOffer.numberSets.map((s) =>
            game[s.name] || !isOptionalSet(gameTypeKey, s) ? (
              <PickedBalls key={s.name} set={s} picks={game[s.name] ?? []} ordered={!!s.ordered} tone={toneOf(s)} />
            ) : null,
          )}
        </div>
      </div>
      <div className="game-card-actions">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={`${open ? 'Hide numbers' : 'Pick numbers'} for ${label.toLowerCase()}`}
          onClick={props.onOpen}
        >
          {open ? 'Hide numbers' : 'Pick numbers'}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={`Quick pick ${label.toLowerCase()}`}
          onClick={props.onQuickPick}
        >
          Quick pick
        </button>
        {props.hasFavourites ? (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`Use favourites for ${label.toLowerCase()}`}
            onClick={props.onFavourite}
          >
            Use favourites
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={`Clear ${label.toLowerCase()}`}
          onClick={props.onClear}
        >
          Clear
        </button>
      </div>
      {open ? (
        <section className="game-card-picker" id={panelId} aria-labelledby={headingId}>
          {gameOffer.numberSets.map((s) =>
            repeats && s.ordered ? (
              <DigitPlaces
                key={s.name}
                set={s}
                picks={game[s.name] ?? []}
                gameLabel={label}
                name={`game-${index}-${s.name}`}
                onPick={(position, n) => props.onPosition(s.name, position, n)}
              />
            ) : (
              <NumberGrid
                key={s.name}
                set={s}
                picks={game[s.name] ?? Array.from({ length: s.count }, () => null)}
                gameLabel={isOptionalSet(gameTypeKey, s) ? `${label}, optional` : label}
                ordered={!!s.ordered}
                tone={toneOf(s)}
                onToggle={(n) => props.onToggle(s.name, n)}
              />
            ),
          )}
          {gameOffer.numberSets.some((s) => isOptionalSet(gameTypeKey, s)) ? (
            <p className="field-hint">
              {gameOffer.numberSets
                .filter((s) => isOptionalSet(gameTypeKey, s))
                .map((s) => `${setTitle(s)} are optional: the numbers you choose are kept in every quick pick.`)
                .join(' ')}
            </p>
          ) : null}
        </section>
      ) : null}
    </li>
  );
}
