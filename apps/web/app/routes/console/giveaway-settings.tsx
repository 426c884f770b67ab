import { ConsoleErrorBoundary, ProgramSettingsPage } from '../../features/console';
import { consoleProgramSettingsAction, loadConsoleProgramSettings } from '../../features/console/index.server';
import type { Route } from './+types/giveaway-settings';

export function meta() {
  return [{ title: 'Daily Winners settings | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleProgramSettings(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleProgramSettingsAction(request, context);
}

export default function ConsoleGiveawaySettings({ loaderData, actionData }: Route.ComponentProps) {
  return <ProgramSettingsPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
