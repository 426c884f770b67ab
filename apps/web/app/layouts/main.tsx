import { lazy, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { bannerKind, CountryNotice, countryNoticeDue, MigrationSlot } from '../features/account';
// With the layout, so a banner rendered on the server is styled before its code arrives.
import '../features/account/confirmation-banner.css';
import { CreateGroupModalSlot } from '../features/lotto-party';
import { PreCartPlacements } from '../features/placements';
import {
  ErrorPage,
  FaultInjection,
  MainFrame,
  pageTitleFor,
  statusOf,
  UiFailureBoundary,
  useShellData,
} from '../features/shell';
import { PreCartExtraProvider } from '../lib/pre-cart-extra';
import type { Route } from './+types/main';

/**
 * The main layout (1-platform.md §2): navigation bar and drawers, sitewide banner, footer and
 * cookie consent around the page.
 *
 * For pages: the layout renders the one <main> and wraps the page in `.container` (max width
 * 1200px with gutters), so a page renders its content only, starting with its <h1>, and never a
 * <main> of its own. A page with full-width bands (the home page) exports
 * `handle = { fullBleed: true }` and places its own `.container`s.
 *
 * A page that throws while rendering shows the UI-failure fallback in its place (navigating
 * resets it); errors from loaders (404, 418, 500, 503 via `throw data(null, { status })`) show
 * the error pages here, with the navigation and footer kept.
 */
export function meta({ error, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root');
  if (!error) return root?.meta ?? [];
  const siteName = (root?.data as { siteConfig?: { siteName: string } } | undefined)?.siteConfig?.siteName;
  return [{ title: pageTitleFor(statusOf(error), siteName ?? 'Drawline') }];
}

/** Only customers with something to confirm need the banner's code (decision 282). */
const ConfirmationBanner = lazy(() =>
  import('../features/account/confirmation-banner').then((m) => ({ default: m.ConfirmationBanner })),
);

function ConfirmationSlot() {
  const data = useShellData();
  const { pathname } = useLocation();
  const needed = bannerKind(data?.customer, pathname) !== null;
  // Once shown it stays mounted: its own state (an open address form) outlives the confirmation.
  const [shown, setShown] = useState(needed);
  if (needed && !shown) setShown(true);
  return shown || needed ? <ConfirmationBanner /> : null;
}

export interface LayoutHandle {
  fullBleed?: boolean;
}

export default function MainLayout() {
  const data = useShellData();
  const fullBleed = useMatches().some((m) => (m.handle as LayoutHandle | undefined)?.fullBleed);
  const { pathname } = useLocation();
  if (!data) return <Outlet />;
  const page = (
    <UiFailureBoundary contained={fullBleed}>
      <FaultInjection enabled={data.faults} />
      <Outlet />
    </UiFailureBoundary>
  );
  return (
    <MainFrame
      data={data}
      flush={fullBleed}
      confirmation={bannerKind(data.customer, pathname) !== null}
      country={countryNoticeDue(data.customer, data.capabilities)}
    >
      <ConfirmationSlot />
      <CountryNotice />
      <MigrationSlot />
      <CreateGroupModalSlot />
      <PreCartExtraProvider value={PreCartPlacements}>
        {fullBleed ? page : <div className="container">{page}</div>}
      </PreCartExtraProvider>
    </MainFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useShellData();
  const page = (
    <div className="container">
      <ErrorPage status={statusOf(error)} />
    </div>
  );
  return data ? <MainFrame data={data}>{page}</MainFrame> : page;
}
