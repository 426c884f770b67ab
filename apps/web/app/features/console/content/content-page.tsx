import { Form, useNavigation } from 'react-router';
import { type ActionAnswer, ActionOutcome, Field } from '../console-form';
import { ConsoleTable } from '../console-table';
import type { ConsoleBanner } from './content.server';

/** The sitewide banner of each state (docs/decisions/236): the texts now and the form that sets one. */
export function ContentPage({ banners, answer }: { banners: ConsoleBanner[]; answer?: ActionAnswer }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Sitewide banner</h1>
      <p>Each state can have its own text; states without one show the default. An empty text removes a banner.</p>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption="Banners now"
        rows={banners}
        rowKey={(b) => b.stateCode}
        columns={[
          { header: 'State', cell: (b) => b.stateCode },
          { header: 'Text', cell: (b) => b.text || '(none)' },
        ]}
      />
      <Form method="post" className="console-form">
        <h2>Set a banner</h2>
        <Field
          id="banner-state"
          name="stateCode"
          label="State code (or default)"
          defaultValue="default"
          required
          maxLength={7}
        />
        <Field id="banner-text" name="text" label="Text" maxLength={300} />
        <button type="submit" className="console-button" disabled={busy}>
          Save banner
        </button>
      </Form>
    </>
  );
}
