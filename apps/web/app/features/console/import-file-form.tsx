import { Form, useNavigation } from 'react-router';
import { TextAreaField } from './console-form';

/**
 * A bank's file pasted and imported by finance (BPAY's payments, the account statement): one text
 * area checked whole by the call, and a button that says while it imports.
 */
export function ImportFileForm({
  id,
  heading,
  label,
  hint,
  button,
  error,
}: {
  id: string;
  heading: string;
  label: string;
  hint: string;
  button: string;
  error?: string;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="console-form">
      <h2>{heading}</h2>
      <TextAreaField
        id={id}
        name="file"
        label={label}
        hint={hint}
        error={error}
        required
        rows={6}
        maxLength={200_000}
      />
      <button type="submit" className="console-button" disabled={busy}>
        {busy ? 'Importing…' : button}
      </button>
    </Form>
  );
}

/** Why an imported line waits for finance, by the reason the import gave (BPAY's file, the account statement). */
const waitingReasons: Record<string, string> = {
  no_reference: 'No customer reference in the description',
  unknown_reference: 'No customer has this reference',
  deposit_refused: "The customer's deposit limit or break from play refuses it",
};

/** An imported line's state as finance reads it: credited, or waiting and why. */
export function importedLineState(line: { status: string; reason: string | null }): string {
  return line.status === 'credited' ? 'Credited' : `Waiting: ${waitingReasons[line.reason ?? ''] ?? line.reason}`;
}
