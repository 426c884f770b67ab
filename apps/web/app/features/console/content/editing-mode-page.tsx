import { Form, useNavigation } from 'react-router';
import { ActionOutcome } from '../console-form';

/**
 * The CMS editing mode (2-shopping.md §1 canEdit, decision 494): a content editor turns it on for
 * their own browser and sees, on the shop's pages, each text's translation id: the context and key
 * the Translations form takes.
 */
export function EditingModePage({
  on,
  answer,
}: {
  on: boolean;
  answer?: { error: string | null; done: string | null } | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Editing mode</h1>
      <p>
        While the editing mode is on, the shop's pages show this browser the translation id (context and key) beside
        each text the CMS can change, whether or not it has a translation yet. Customers never see the ids. It lasts two
        hours, and only in this browser.
      </p>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <p>{on ? 'The editing mode is on in this browser.' : 'The editing mode is off in this browser.'}</p>
      <Form method="post" className="console-form">
        <button type="submit" className="console-button" disabled={busy}>
          {on ? 'Start again and open the shop' : 'Turn on and open the shop'}
        </button>
      </Form>
      {on ? (
        <Form method="post" className="console-form">
          <input type="hidden" name="intent" value="stop" />
          <button type="submit" className="console-button console-button--quiet" disabled={busy}>
            Turn off
          </button>
        </Form>
      ) : null}
    </>
  );
}
