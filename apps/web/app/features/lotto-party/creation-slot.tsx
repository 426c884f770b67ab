import { lazy, type MouseEvent, type ReactNode, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { routeNeeds, useCapabilities } from '../../lib/capabilities';
import { useHydrated } from '../../lib/use-hydrated';
import { type ButtonVariant, buttonClass } from '../../ui/button';
import { type CreateGroupModalState, creationPath, isCreateGroupModalState } from './creation';

const CreateGroupModal = lazy(() => import('./creation-modal'));

/** The layout's place for the creation modal: shown while the route state asks for it and the customer may organise. */
export function CreateGroupModalSlot() {
  const { state } = useLocation();
  const hydrated = useHydrated();
  const caps = useCapabilities();
  if (!hydrated || !isCreateGroupModalState(state) || !caps.meets(routeNeeds.lottoPartyCreate)) return null;
  return (
    <Suspense fallback={null}>
      <CreateGroupModal key={`${state.groupId ?? ''}:${state.offer ?? ''}`} start={state} />
    </Suspense>
  );
}

/**
 * Opens the creation modal over the current page by route state (3-account.md §2); without scripts
 * it is a link to /lotto-party, where the same steps are a page. Shown only to an organiser.
 */
export function CreateLottoPartyLink({
  groupId,
  groupName,
  offer,
  variant = 'primary',
  children,
}: {
  groupId?: string;
  groupName?: string;
  offer?: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const caps = useCapabilities();
  if (!caps.meets(routeNeeds.lottoPartyCreate)) return null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const state: CreateGroupModalState = { shouldShowCreateGroupModal: true, groupId, groupName, offer };
    navigate(`${location.pathname}${location.search}`, { state, preventScrollReset: true });
  };
  return (
    <Link to={creationPath({ groupId, offer })} className={buttonClass({ variant })} onClick={open}>
      {children}
    </Link>
  );
}
