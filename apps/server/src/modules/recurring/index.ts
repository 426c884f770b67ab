// The recurring module's one door (2-shopping.md §3 Autoplay, Subscription; §4 Recurring).
export { createRecurringModule, type RecurringModule } from './create-recurring-module';
export {
  type MembershipPeriodClaim,
  membershipClaims,
  membershipSubscriptionsWithClaims,
} from './membership-billing';
export {
  isMembershipSubscription,
  liveMembershipSubscription,
  MEMBERSHIP_PRODUCT_TYPE,
  membershipPeriodId,
  recordMembershipSubscription,
} from './membership-subscriptions';
export {
  placementItemId,
  type RecordRecurringInput,
  type RecurringLineInput,
  recordRecurringPurchases,
  recurringKindOf,
} from './record-recurring-purchases';
export { recurringRoutes } from './recurring.routes';
export { claimNotices, claimPlacements, type PlacementClaim, settleClaimsPart } from './recurring-claims';
export {
  claimPlacement,
  completePlacement,
  dueDrawOf,
  listActiveRecurring,
  placementsOfDraw,
  type RecurringCandidate,
  recordFailedAttempt,
  resumeTimedPauses,
} from './recurring-due';
export {
  activeCandidateOf,
  beginCharge,
  chargesOfCustomer,
  claimNotice,
  type DrawRunFigures,
  drawRunsOf,
  failedRecurringOf,
  latestCharge,
  markChargeBooked,
  markChargeDeclined,
  noticesOf,
  type RecurringChargeRow,
  type RecurringNoticeRow,
  recordDrawRuns,
  recurringMethodOf,
  recurringMethodsOf,
  recurringOfCustomer,
  reopenHardFailure,
  reopenHardFailures,
  setRecurringMethod,
  unfinishedCharges,
} from './recurring-payment-store';
export { assertRecurringTransition, canMoveRecurring, recurringTransitions } from './recurring-status';
export type { RecurringDeps, RecurringRow } from './recurring-store';
export {
  findOwnScheduled,
  isHeldLine,
  listDueScheduled,
  listScheduledRows,
  lockScheduled,
  markScheduledCancelled,
  markScheduledPlaced,
  recordScheduledPurchases,
  type ScheduledLineInput,
  type ScheduledRow,
  scheduledOf,
} from './scheduled-purchase-store';
export { assertCancellable, canMoveScheduled, isCancellable, scheduledTransitions } from './scheduled-status';
