import { redirect } from 'react-router';
import { acknowledgeLocationAction } from '../../features/account/index.server';
import type { Route } from './+types/acknowledge-location';

/** The banned country notice's form (features/account CountryNotice): an action only, no page. */
export function action({ request, context }: Route.ActionArgs) {
  return acknowledgeLocationAction(request, context);
}

/** Nothing to show: a visit goes to the account. */
export function loader() {
  return redirect('/my-account');
}
