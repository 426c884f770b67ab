import { rafflePictureNames } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { ActionOutcome } from '../console-form';
import { statusWords } from '../status-words';
import { RaffleForm, RafflePresentationFields } from './raffle-form';
import { raffleFormStateOf } from './raffle-form-data';
import { aud, raffleTime as when } from './raffle-time';
import type { ConsoleRaffleData, RaffleOutcome } from './raffles.server';

/** A raffle's page: its draft to edit and publish, or (once published) what it is and its description and picture. */
export function RafflePage({
  raffle,
  causes,
  confirming,
  saved,
  answer,
}: ConsoleRaffleData & { answer?: RaffleOutcome }) {
  const busy = useNavigation().state === 'submitting';
  const r = raffle.raffle;
  const errors = answer?.errors ?? {};
  const state = answer?.state ?? raffleFormStateOf(r);
  return (
    <>
      <p>
        <Link to="/console/raffles">All raffles</Link>
      </p>
      <h1>{r.name}</h1>
      <p>
        State: <strong>{statusWords.raffle[raffle.status]}</strong>
        {raffle.status !== 'draft' ? (
          <>
            {' '}
            · in the shop at <a href={`/${raffle.url}`}>/{raffle.url}</a> · {raffle.ticketsSold} of {r.ticketCap}{' '}
            tickets sold
          </>
        ) : null}
      </p>
      <ActionOutcome error={errors.general} done={answer?.done ?? (saved ? 'Draft saved.' : null)} />
      {raffle.status === 'draft' ? (
        <>
          <PublishSection name={r.name} confirming={confirming} busy={busy} />
          <h2>Edit the draft</h2>
          <RaffleForm state={state} errors={errors} causes={causes} submitLabel="Save draft" busy={busy} />
        </>
      ) : (
        <>
          <PublishedRaffle data={{ raffle, causes }} />
          <Form method="post" className="console-form">
            <h2>Description and picture</h2>
            <RafflePresentationFields state={state} errors={errors} />
            <button type="submit" name="intent" value="present" className="console-button" disabled={busy}>
              Save description and picture
            </button>
          </Form>
        </>
      )}
    </>
  );
}

/** Publishing a draft asks once more: after it, only the description and picture can change. */
function PublishSection({ name, confirming, busy }: { name: string; confirming: boolean; busy: boolean }) {
  return (
    <section aria-labelledby="publish-heading" className={confirming ? 'console-confirm' : undefined}>
      <h2 id="publish-heading">Publish</h2>
      {confirming ? (
        <>
          <p>
            Publish {name}? It goes on sale at once. After that its prizes, price, bundles, cap, causes and times cannot
            change: only its description and picture.
          </p>
          <Form method="post" className="console-decision">
            <button type="submit" name="intent" value="publish" className="console-button" disabled={busy}>
              Yes, publish {name}
            </button>
            <Link to=".">Cancel</Link>
          </Form>
        </>
      ) : (
        <p>
          Save your changes first, then <Link to="?confirm=publish">publish this raffle</Link>.
        </p>
      )}
    </section>
  );
}

/** A published raffle as it is sold. */
function PublishedRaffle({ data }: { data: Pick<ConsoleRaffleData, 'raffle' | 'causes'> }) {
  const r = data.raffle.raffle;
  const causeNames = new Map(data.causes.map((c) => [c.key, c.name]));
  return (
    <>
      <h2>As published</h2>
      <dl className="console-details">
        <dt>Causes</dt>
        <dd>{r.causeKeys.map((k) => causeNames.get(k) ?? k).join(', ')}</dd>
        <dt>Ticket price</dt>
        <dd>{aud(r.ticketPrice)}</dd>
        <dt>Bundles</dt>
        <dd>{r.bundles.length ? r.bundles.map((b) => `${b.tickets} for ${aud(b.price)}`).join(', ') : 'None'}</dd>
        <dt>Ticket cap</dt>
        <dd>{r.ticketCap}</dd>
        <dt>Prizes</dt>
        <dd>
          <ol>
            {r.prizes.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: prizes keep their published order
              <li key={i}>
                {p.quantity > 1 ? `${p.quantity} × ` : ''}
                {p.name}, {aud(p.value)}
              </li>
            ))}
          </ol>
        </dd>
        <dt>Sales stop</dt>
        <dd>{when(r.stopDate)} AEST</dd>
        <dt>Draw</dt>
        <dd>{when(r.drawDate)} AEST</dd>
        <dt>Picture</dt>
        <dd>{rafflePictureNames[r.picture]}</dd>
      </dl>
    </>
  );
}
