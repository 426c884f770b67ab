// Raffles written in the console (docs/decisions/265-269): drafts, safe edits, publishing.
export { publishRaffleDraft } from './publish-raffle-draft';
export { causeChoices, listRaffles, readRaffle } from './raffle-drafts';
export { createRaffleDraft, updateRaffleDraft } from './save-raffle-draft';
