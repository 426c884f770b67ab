// Settlement's own records (docs/decisions/200-209): raffle commit-reveal seeds, the wins of each
// ticket and the notices to winners. The flows in flows/settlement/settle-draw*.ts write them with the
// other modules' changes; the ticket lists and pages read them here.
export {
  commitRaffleSeeds,
  drawsWithoutSeed,
  lockRaffleSeed,
  type RaffleSeedRow,
  type RaffleVerification,
  raffleVerification,
  revealRaffleSeed,
} from './raffle-seeds';
export {
  applyCorrectedWinnings,
  type CorrectedWinning,
  decideResultCorrection,
  listPendingResultCorrections,
  listResultCorrections,
  lockDrawWinnings,
  type ResultCorrectionOutcome,
  type ResultCorrectionRow,
  recordResultCorrection,
  takePendingResultCorrection,
} from './result-corrections';
export {
  type EnteredDivision,
  lockResultEntry,
  markResultConfirmed,
  type ResultEntryRow,
  readResultEntry,
  saveResultEntry,
} from './result-entries';
export {
  claimWinningsToPay,
  countUnpaidWinnings,
  type DrawWinner,
  listHeldWinnings,
  listWinnerNotices,
  listWinnings,
  lockWinning,
  markReleased,
  type NewWinnerNotice,
  type NewWinning,
  recordWinnerNotices,
  recordWinnings,
  type WinningRow,
  winnersOfDraw,
  winningIdOf,
  winningsOfTickets,
} from './winnings';
