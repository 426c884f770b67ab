import { SignInPage } from '../../features/console';
import '../../features/console/console.css';
import { consoleSignInAction, loadConsoleSignIn } from '../../features/console/index.server';
import type { Route } from './+types/sign-in';

export function meta() {
  return [{ title: 'Sign in | Drawline console' }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadConsoleSignIn(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleSignInAction(request, context);
}

export default function ConsoleSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage signedOut={loaderData.signedOut} answer={actionData} />;
}
