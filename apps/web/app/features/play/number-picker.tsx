import { type NumberPick, type NumberSet, shownPicks } from '@drawline/contracts';

const ordinal = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
};

export function setTitle(set: NumberSet): string {
  return set.name === 'Numbers' ? 'Main numbers' : set.name;
}

function countText(set: NumberSet, picks: readonly NumberPick[]): string {
  const filled = picks.filter((n) => n !== null).length;
  if (filled === set.count) return `All ${set.count} picked`;
  return `${filled} of ${set.count} picked`;
}

/**
 * A set of numbers as toggle buttons (aria-pressed), with the count announced as it changes.
 * Ordered sets show each pick's place: the first number picked is the 1st.
 */
export function NumberGrid({
  set,
  picks,
  gameLabel,
  ordered,
  tone,
  onToggle,
}: {
  set: NumberSet;
  picks: readonly NumberPick[];
  gameLabel: string;
  ordered: boolean;
  tone: 'main' | 'power' | 'favourite';
  onToggle: (n: number) => void;
}) {
  const full = picks.filter((n) => n !== null).length >= set.count;
  const numbers = Array.from({ length: set.max - set.min + 1 }, (_, i) => set.min + i);
  return (
    <fieldset className="picker-set">
      <legend className="picker-legend">
        <span className="visually-hidden">{gameLabel}, </span>
        {setTitle(set)}
        <span className="picker-rule">
          {' '}
          pick {set.count}
          {ordered ? ' in order' : ''} from {set.min} to {set.max}
        </span>
      </legend>
      <p className="picker-count" aria-live="polite">
        {countText(set, picks)}
      </p>
      <div className={`picker-grid picker-grid--${tone}`}>
        {numbers.map((n) => {
          const at = picks.indexOf(n);
          const pressed = at >= 0;
          return (
            <button
              key={n}
              type="button"
              className="picker-number"
              aria-pressed={pressed}
              aria-disabled={!pressed && full ? true : undefined}
              onClick={() => onToggle(n)}
            >
              {n}
              {ordered && pressed ? (
                <span className="picker-place">
                  <span className="visually-hidden">, </span>
                  {ordinal(at + 1)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Digits in places where a digit may repeat (Super 66): one radio group per place. */
export function DigitPlaces({
  set,
  picks,
  gameLabel,
  name,
  onPick,
}: {
  set: NumberSet;
  picks: readonly NumberPick[];
  gameLabel: string;
  name: string;
  onPick: (position: number, n: number) => void;
}) {
  const digits = Array.from({ length: set.max - set.min + 1 }, (_, i) => set.min + i);
  return (
    <fieldset className="picker-set">
      <legend className="picker-legend">
        <span className="visually-hidden">{gameLabel}, </span>
        {setTitle(set)}
        <span className="picker-rule"> pick a digit for each of the {set.count} places</span>
      </legend>
      <p className="picker-count" aria-live="polite">
        {countText(set, picks)}
      </p>
      {Array.from({ length: set.count }, (_, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: places are fixed positions
        <fieldset className="digit-place" key={position}>
          <legend className="digit-place-legend">{ordinal(position + 1)} digit</legend>
          <div className="digit-options">
            {digits.map((d) => {
              const id = `${name}-${position}-${d}`;
              return (
                <span className="digit-option" key={d}>
                  <input
                    type="radio"
                    id={id}
                    name={`${name}-${position}`}
                    value={d}
                    checked={picks[position] === d}
                    onChange={() => onPick(position, d)}
                  />
                  <label htmlFor={id}>{d}</label>
                </span>
              );
            })}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

/** Picks shown as balls; blanks as empty places. */
export function PickedBalls({
  set,
  picks,
  ordered,
  tone,
}: {
  set: NumberSet;
  picks: readonly NumberPick[];
  ordered: boolean;
  tone: 'main' | 'power' | 'favourite';
}) {
  const shown = shownPicks(picks, ordered);
  while (shown.length < set.count) shown.push(null);
  return (
    <span className="balls">
      {shown.map((n, i) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blanks have no identity but their place
          <span key={`b${i}`} className="ball ball--blank" aria-hidden="true" />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a repeated digit appears twice
          <span key={`n${i}`} className={`ball ball--${tone}`}>
            {n}
          </span>
        ),
      )}
    </span>
  );
}
