// The play feature's client-safe door: what routes and other features may import from it.
export { addEntryToCart } from './add-to-cart';
export { drawTitle } from './draw-title';
export { favouriteLinesFor } from './favourites';
export { PlayFrame, PlayPage } from './play-page';
