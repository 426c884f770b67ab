export { createMigration, type Migration } from './create-migration';
export { demoLegacyAccount, seedDemoLegacyAccount } from './demo-legacy-account';
export {
  type ImportReport,
  type LegacyAccountLine,
  legacyAccountLineSchema,
  parseLegacyFile,
} from './import-legacy-accounts';
export type { ClaimAnswer, ClaimedAccount, MigratingCustomer } from './legacy-accounts';
