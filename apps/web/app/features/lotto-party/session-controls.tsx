import type { LottoPartySession } from '@drawline/contracts';
import { useEffect } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../ui/button';
import { useToasts } from '../../ui/toasts';
import type { LottoPartyActionData } from './lotto-party';

const autosessionText: Record<LottoPartySession['autosessionStatus'], string> = {
  on: 'On: the next draw gets its own session when this one closes.',
  paused: 'Paused: no next session opens until you turn it on again.',
  off: 'Off.',
};

/** The organiser's autosession controls (decisions 391, 423): on, paused, off; off is for good. */
export function AutosessionControls({ session }: { session: LottoPartySession }) {
  const busy = useNavigation().state === 'submitting';
  if (!session.isOrganiser) return null;
  const choices =
    session.autosessionStatus === 'on'
      ? ([
          ['paused', 'Pause autosession'],
          ['off', 'Switch autosession off'],
        ] as const)
      : session.autosessionStatus === 'paused'
        ? ([
            ['on', 'Turn autosession on'],
            ['off', 'Switch autosession off'],
          ] as const)
        : [];
  return (
    <section aria-labelledby="autosession-heading">
      <h2 id="autosession-heading">Autosession</h2>
      <p>{autosessionText[session.autosessionStatus]}</p>
      {choices.length > 0 ? (
        <div className="lotto-party-actions">
          {choices.map(([status, label]) => (
            <Form method="post" key={status}>
              <input type="hidden" name="intent" value="autosession" />
              <input type="hidden" name="session" value={session.sessionId} />
              <input type="hidden" name="autosessionStatus" value={status} />
              <Button type="submit" variant="secondary" loading={busy}>
                {label}
              </Button>
            </Form>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** A refused edit as the §8 toast. */
export function useEditToast(result: LottoPartyActionData | undefined) {
  const toasts = useToasts();
  useEffect(() => {
    if (result && !result.ok && result.toast)
      toasts.notify({ title: 'Something went wrong', message: result.said, icon: 'error' });
  }, [result, toasts]);
}
