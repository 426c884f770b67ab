import type { ConsoleCauseChoice } from '@drawline/contracts';
import { useNavigation } from 'react-router';
import { RaffleForm } from './raffle-form';
import type { RaffleFormState } from './raffle-form-data';

/** A new raffle's form: a draft is not on sale until it is published from its page. */
export function NewRafflePage({
  causes,
  idempotencyKey,
  answer,
}: {
  causes: ConsoleCauseChoice[];
  idempotencyKey: string;
  answer?: RaffleFormState & { errors?: Record<string, string> };
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>New raffle</h1>
      <p>A draft is not on sale: publish it from its page once it is ready.</p>
      <RaffleForm
        state={answer ?? { values: {}, causeKeys: [] }}
        errors={answer?.errors ?? {}}
        causes={causes}
        submitLabel="Save draft"
        idempotencyKey={idempotencyKey}
        busy={busy}
      />
    </>
  );
}
