import { redirect } from 'react-router';
import { migrateAccountAction } from '../../features/account/index.server';
import type { Route } from './+types/migrate-account';

/** The migration modal's call (features/account MigrationSlot; docs/decisions/468): an action only, no page. */
export function action({ request, context }: Route.ActionArgs) {
  return migrateAccountAction(request, context);
}

/** Nothing to show: a visit goes to the account. */
export function loader() {
  return redirect('/my-account');
}
