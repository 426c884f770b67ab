import { Outlet } from 'react-router';
import { ErrorPage, StandaloneFrame, statusOf, UiFailureBoundary, useShellData, useSiteName } from '../features/shell';
import type { Route } from './+types/standalone';

/**
 * The standalone layout (1-platform.md §2): the logo only, for partner purchase, app download
 * and deposit outcome pages. It renders the one <main> and a `.container` around the page.
 */
export default function StandaloneLayout() {
  const siteName = useSiteName();
  return (
    <StandaloneFrame siteName={siteName} navbarLogo={useShellData()?.theme?.navbarLogo}>
      <div className="container">
        <UiFailureBoundary>
          <Outlet />
        </UiFailureBoundary>
      </div>
    </StandaloneFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const siteName = useSiteName();
  return (
    <StandaloneFrame siteName={siteName}>
      <div className="container">
        <ErrorPage status={statusOf(error)} />
      </div>
    </StandaloneFrame>
  );
}
