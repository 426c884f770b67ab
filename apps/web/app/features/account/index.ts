// The account feature's client-safe door: what routes and other features may import from it.

export { AccountFrame, accountMenu } from './account-frame';
export { AddressFields, addressFieldsOf, addressFromForm } from './address-fields';
export { bannerKind, countryNoticeDue } from './banner-kind';
export { ACKNOWLEDGE_LOCATION_PATH, CountryNotice } from './country-notice';
export { FavouriteNumbersForm } from './favourite-numbers-form';
export { ManualVerification } from './manual-verification-form';
export { MIGRATE_ACCOUNT_PATH } from './migration-path';
export { MigrationSlot } from './migration-slot';
export { VerifyAccount } from './verify-account-form';
