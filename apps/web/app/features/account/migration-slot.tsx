import { migrationOffered } from '@drawline/contracts';
import { lazy, Suspense, useState } from 'react';
import { useCapabilities } from '../../lib/capabilities';
import { useHydrated } from '../../lib/use-hydrated';
import { useShellData } from '../shell';

const MigrationModal = lazy(() => import('./migration-modal'));

/**
 * The main layout's place for the migration modal (3-account.md §4; docs/decisions/468): loaded
 * only for a signed-in customer with the customer migration capability whose previous shop's
 * account is eligible. Once shown it stays mounted, so its in-progress and success steps outlive
 * the status it was opened for.
 */
export function MigrationSlot() {
  const shell = useShellData();
  const caps = useCapabilities();
  const hydrated = useHydrated();
  const status = shell?.customer?.migrationStatus;
  const offered = hydrated && migrationOffered(status) && caps.have.has('customer_migration');
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (offered && shownFor === null && status) setShownFor(status);
  if (!shownFor) return null;
  return (
    <Suspense fallback={null}>
      <MigrationModal hard={shownFor === 'eligible_hard'} />
    </Suspense>
  );
}
