import { useEffect, useRef } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { Modal } from '../../ui/modal';
import { useToasts } from '../../ui/toasts';
import { type CreateGroupModalState, type CreationState, creationPath } from './creation';
import { CreationSteps, creationTitle } from './creation-steps';

/**
 * The layout's lotto party creation modal (3-account.md §2, §4, §8): opened by the route state
 * shouldShowCreateGroupModal (with groupId and groupName to open a session of that group), its
 * steps are /lotto-party's, read and posted through a fetcher. Failing to create the group or the
 * session shows the §8 toast. Closing it clears the route state. Loaded only when opened.
 */
export default function CreateGroupModal({ start }: { start: CreateGroupModalState }) {
  const fetcher = useFetcher<CreationState>();
  const navigate = useNavigate();
  const location = useLocation();
  const toasts = useToasts();
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    fetcher.load(creationPath({ groupId: start.groupId, offer: start.offer }));
  }, [fetcher, start.groupId, start.offer]);
  const failed = fetcher.data?.failed;
  useEffect(() => {
    if (failed && fetcher.state === 'idle')
      toasts.notify({ title: 'Something went wrong', message: failed, icon: 'error' });
  }, [failed, fetcher.state, toasts]);
  const close = () =>
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null, preventScrollReset: true });
  const state = fetcher.data;
  const title = state
    ? creationTitle(state.step)
    : start.groupName
      ? `New session for ${start.groupName}`
      : 'Create a Lotto Party';
  return (
    <Modal open onClose={close} title={title} width="medium" className="lotto-party-modal">
      {state ? (
        <CreationSteps
          state={{ ...state, failed: null }}
          FormComponent={fetcher.Form}
          busy={fetcher.state === 'submitting'}
        />
      ) : (
        <p aria-busy="true">Loading…</p>
      )}
    </Modal>
  );
}
