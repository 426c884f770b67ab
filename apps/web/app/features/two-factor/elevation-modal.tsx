import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import { Modal } from '../../ui/modal';
import { useToasts } from '../../ui/toasts';
import { type ElevationStatus, elevationMessages, isElevationModalOpen, moveElevation } from './elevation';
import { TwoFactorForm, type TwoFactorPrompt, type TwoFactorState } from './two-factor-form';

const TOAST_TITLE = 'Two factor authentication';

/** What an action that makes a sensitive call answers (see withElevation in two-factor.server.ts). */
export interface ElevatedActionData {
  elevation?: { prompt: TwoFactorPrompt; state: TwoFactorState };
  /** The call went through. */
  ok?: boolean;
}

/**
 * The elevation flow of 1-platform.md §8 and 3-account.md §4 for one form: the submission is
 * kept; a 403 REQUIRED answer opens the code modal; the code replays the kept submission with it.
 * Statuses move only along the table in elevation.ts.
 */
export interface ElevatedForm<T> {
  fetcher: ReturnType<typeof useFetcher<T>>;
  action: string | undefined;
  status: ElevationStatus;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  replay: (codeForm: FormData) => void;
  abandon: () => void;
  busy: boolean;
}

export function useElevatedForm<T extends ElevatedActionData>(action?: string): ElevatedForm<T> {
  const fetcher = useFetcher<T>();
  const toasts = useToasts();
  const [status, setStatus] = useState<ElevationStatus>('initial');
  const stored = useRef<FormData | null>(null);
  const handled = useRef<unknown>(null);

  const move = useCallback((to: ElevationStatus) => setStatus((from) => moveElevation(from, to)), []);

  useEffect(() => {
    const answer = fetcher.data;
    // Idle means the action and the reload of the page's data after it are both done.
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.elevation) {
      if (status === 'replaying') {
        toasts.notify({ title: TOAST_TITLE, message: elevationMessages.failure, icon: 'error' });
        move('requesting_otp');
      } else if (status !== 'requesting_otp') {
        move('requesting_otp');
      }
      return;
    }
    if (status === 'replaying') {
      setStatus((from) => moveElevation(moveElevation(from, 'post_elevation_checks'), 'post_elevation_complete'));
      if (answer.ok) toasts.notify({ title: TOAST_TITLE, message: elevationMessages.success, icon: 'success' });
      stored.current = null;
    }
  }, [fetcher.state, fetcher.data, status, move, toasts.notify]);

  /** Use as the form's onSubmit: keeps the submission and sends it through the fetcher. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    stored.current = form;
    fetcher.submit(form, { method: 'post', action });
  };

  /** The code form's submission: the kept request again, with the code. */
  const replay = (codeForm: FormData) => {
    const form = new FormData();
    for (const [k, v] of stored.current ?? []) form.append(k, v);
    for (const [k, v] of codeForm) if (!form.has(k) || k === 'otp') form.set(k, v);
    move('replaying');
    fetcher.submit(form, { method: 'post', action });
  };

  const abandon = () => {
    if (!isElevationModalOpen(status)) return;
    move('abandoned');
    stored.current = null;
  };

  return { fetcher, action, status, onSubmit, replay, abandon, busy: fetcher.state !== 'idle' };
}

export function ElevationModal<T extends ElevatedActionData>({
  elevation,
  answer,
}: {
  elevation: ElevatedForm<T>;
  answer: ElevatedActionData | undefined;
}) {
  const prompt = answer?.elevation?.prompt;
  return (
    <Modal
      open={isElevationModalOpen(elevation.status)}
      onClose={elevation.abandon}
      title={elevationMessages.title}
      width="medium"
    >
      {prompt ? (
        <TwoFactorForm
          prompt={prompt}
          state={answer?.elevation?.state}
          heading={null}
          busy={elevation.busy}
          fetcher={elevation.fetcher as FetcherWithComponents<unknown>}
          action={elevation.action}
          onSubmitCode={elevation.replay}
        />
      ) : null}
    </Modal>
  );
}
