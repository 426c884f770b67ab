import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** The confirming form: the cancel itself, posted with confirm=yes. */
function ConfirmForm({ noun, onKeep }: { noun: string; onKeep?: () => void }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="recurring-confirm">
      <p>
        Cancelling stops every future purchase of this {noun}. Tickets already bought stay yours. You cannot undo this.
      </p>
      <input type="hidden" name="confirm" value="yes" />
      <div className="recurring-actions">
        <Button type="submit" name="intent" value="cancel" variant="primary" loading={busy}>
          {`Yes, cancel ${noun}`}
        </Button>
        {onKeep ? (
          <Button type="button" variant="secondary" onClick={onKeep}>
            {`Keep ${noun}`}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * Cancelling an autoplay or a subscription is asked twice (decision 374): with scripts the button
 * opens a small modal (1-platform.md §9, 320 px; Escape, the close button or "Keep" close it and
 * focus goes back to the button); without them the button posts without its confirmation, the
 * server changes nothing and the page shows the same confirmation in place (`asked`).
 */
export function CancelControl({ noun, asked }: { noun: string; asked: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(asked);
  if (!hydrated) {
    return asked ? (
      <section className="recurring-section" aria-labelledby="recurring-cancel-heading">
        <h3 id="recurring-cancel-heading">{`Cancel this ${noun}?`}</h3>
        <ConfirmForm noun={noun} />
      </section>
    ) : (
      <Form method="post" className="recurring-section">
        <p>Cancelling stops every future purchase. Tickets already bought stay yours.</p>
        <Button type="submit" name="intent" value="cancel" variant="ghost">
          {`Cancel ${noun}`}
        </Button>
      </Form>
    );
  }
  return (
    <div className="recurring-section">
      <p>Cancelling stops every future purchase. Tickets already bought stay yours.</p>
      <Button variant="ghost" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {`Cancel ${noun}`}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Cancel this ${noun}?`} width="small">
        <ConfirmForm noun={noun} onKeep={() => setOpen(false)} />
      </Modal>
    </div>
  );
}
