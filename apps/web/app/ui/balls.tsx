/**
 * Numbers as balls, the same on the play page, the tickets and the receipts:
 *   <span className="balls"><Ball n={7} tone={ballTone('Numbers')} /></span>
 * The set decides the colour: Numbers gold, Favourites green, any other set (Powerball…) blue.
 */
export type BallTone = 'main' | 'power' | 'favourite';

/** The tone of a number set, by its name as the catalogue writes it (Numbers, Powerball, Favourites). */
export function ballTone(setName: string): BallTone {
  if (setName === 'Numbers') return 'main';
  if (setName === 'Favourites') return 'favourite';
  return 'power';
}

export function Ball({ n, tone }: { n: number; tone: BallTone }) {
  return <span className={`ball ball--${tone}`}>{n}</span>;
}
