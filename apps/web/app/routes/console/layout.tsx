import { Outlet } from 'react-router';
import { ConsoleErrorBoundary, ConsoleFrame } from '../../features/console';
import { requireConsoleStaff } from '../../features/console/index.server';
import '../../features/console/console.css';
import type { Route } from './+types/layout';

export function meta() {
  return [{ title: 'Drawline console' }, { name: 'robots', content: 'noindex' }];
}

/** Every console page needs a live staff session (docs/decisions/230); each page checks its own role too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { me } = await requireConsoleStaff(request, context);
  return { me: { email: me.email, roles: me.roles } };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame me={loaderData.me}>
      <Outlet />
    </ConsoleFrame>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
