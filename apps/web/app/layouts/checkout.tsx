import { Outlet, useLocation } from 'react-router';
import {
  CheckoutFrame,
  ErrorPage,
  showsCondensedFooter,
  statusOf,
  UiFailureBoundary,
  useShellData,
} from '../features/shell';
import type { Route } from './+types/checkout';

/**
 * The checkout layout (1-platform.md §2): a condensed header without the navigation, and a
 * condensed footer only when the cart has items, or for a guest on the login and register pages.
 * Like the main layout it renders the one <main> and a `.container` around the page.
 */
export default function CheckoutLayout() {
  const data = useShellData();
  const { pathname } = useLocation();
  if (!data) return <Outlet />;
  const condensedFooter = showsCondensedFooter({ cartCount: data.cartCount, signedIn: !!data.customer, pathname });
  return (
    <CheckoutFrame data={data} condensedFooter={condensedFooter}>
      <div className="container">
        <UiFailureBoundary>
          <Outlet />
        </UiFailureBoundary>
      </div>
    </CheckoutFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useShellData();
  const page = (
    <div className="container">
      <ErrorPage status={statusOf(error)} />
    </div>
  );
  return data ? (
    <CheckoutFrame data={data} condensedFooter={false}>
      {page}
    </CheckoutFrame>
  ) : (
    page
  );
}
