/** Where the migration modal posts (routes/account/migrate-account.tsx): an action only (docs/decisions/468). */
export const MIGRATE_ACCOUNT_PATH = '/my-account/migrate-account';
