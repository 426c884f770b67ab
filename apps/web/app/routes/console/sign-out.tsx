import { consoleSignOutAction, consoleSignOutPage } from '../../features/console/index.server';
import type { Route } from './+types/sign-out';

/** POST only (a GET could be fired by another page): ends the staff session on the server, then drops the cookie. */
export function action({ request, context }: Route.ActionArgs) {
  return consoleSignOutAction(request, context);
}

export function loader() {
  return consoleSignOutPage();
}
