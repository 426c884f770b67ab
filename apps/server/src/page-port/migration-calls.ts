import { type AccountPort, migrationAnswerSchema } from '@drawline/contracts';
import { type MigrateAccountDeps, migrateAccount } from '../flows/migration/migrate-account';
import type { PortKit } from './port-kit';

/**
 * POST /migration/migrate on the pages' port (docs/decisions/468): the migration modal's start and
 * its polls run what the route runs. `in_progress` is the route's 202, `migrated` its 200.
 */
export function migrationCalls(deps: MigrateAccountDeps, kit: PortKit): Pick<AccountPort, 'migrateAccount'> {
  return {
    migrateAccount: () =>
      kit.call(async () => {
        const { customerId } = await kit.signedIn();
        return migrationAnswerSchema.parse((await migrateAccount(deps, customerId)).answer);
      }),
  };
}
