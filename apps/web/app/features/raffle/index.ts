// The raffle feature's client-safe door: a raffle draw's page, with its buy panel, prizes and winners.
// Kept apart from the play feature so a lottery's play page carries none of the raffle's code or styles.
export { RafflePage } from './raffle-page';
