// The account feature's server-only door (React Router keeps .server modules out of the browser).
export { type AccountVerificationLanding, loadAccountVerification } from './account-verification.server';
export { type ConfirmationActionData, confirmationAction } from './confirmation.server';
export { acknowledgeLocationAction } from './country-notice.server';
export {
  type FavouritesActionData,
  type FavouritesPageData,
  favouriteNumbersAction,
  loadFavouriteNumbers,
} from './favourite-numbers.server';
export { loadManualVerification, type ManualVerificationPageData } from './manual-verification.server';
export { type MigrateActionData, migrateAccountAction } from './migration.server';
export {
  loadVerifyAccount,
  type VerifyAccountActionData,
  type VerifyAccountPageData,
  verifyAccountAction,
} from './verify-account.server';
