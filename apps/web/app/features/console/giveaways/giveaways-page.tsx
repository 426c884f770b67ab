import { type ConsoleGiveaway, formatMoney, giveawayTypes } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { ActionOutcome, Field, SelectField } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import { type FieldErrors, fieldError, GiveawayDisplayFields } from './giveaway-fields';
import { giveawayWords } from './giveaway-words';
import type { ConsoleGiveawayPayoutsData, ConsoleGiveawaysData } from './giveaways.server';

export interface GiveawayAnswer {
  error: string | null;
  done: string | null;
  fields?: FieldErrors;
}

export const prizeOf = (g: Pick<ConsoleGiveaway, 'prizeName' | 'prizeAmount' | 'winnersCount'>) =>
  `${g.prizeName}${g.prizeAmount ? ` (${formatMoney(g.prizeAmount)} each)` : ''}, ${g.winnersCount} ${
    g.winnersCount === 1 ? 'winner' : 'winners'
  }`;

/** Daily Winners' giveaways (decision 460): the list, and for content editors the form that makes one. */
export function GiveawaysPage({ giveaways, mayEdit, answer }: ConsoleGiveawaysData & { answer?: GiveawayAnswer }) {
  return (
    <>
      <h1>Giveaways</h1>
      {mayEdit ? (
        <p>
          <Link to="/console/giveaways/settings">Daily Winners settings</Link>: the program's name, texts, tiers and
          questions.
        </p>
      ) : null}
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption="Daily Winners giveaways, the latest to close first"
        className="console-table--cards"
        labelled
        rows={giveaways}
        rowKey={(g) => g.giveawayId}
        columns={[
          {
            header: 'Giveaway',
            rowHeader: true,
            cell: (g) => <Link to={`/console/giveaways/${g.giveawayId}`}>{g.title}</Link>,
          },
          { header: 'Type and number', cell: (g) => `${giveawayWords.type[g.type]} ${g.number}` },
          { header: 'State', cell: (g) => giveawayWords.status[g.status] },
          { header: 'Prize', cell: prizeOf },
          { header: 'Entries', cell: (g) => `${g.countedEntries} from ${g.entrants} members` },
          { header: 'Opens', cell: (g) => when(g.openAt) },
          { header: 'Closes', cell: (g) => when(g.closeAt) },
        ]}
      />
      {mayEdit ? <NewGiveawayForm fields={answer?.fields} /> : null}
    </>
  );
}

function NewGiveawayForm({ fields }: { fields: FieldErrors }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" encType="multipart/form-data" className="console-form">
      <h2>Make a giveaway</h2>
      <p>The prize, times and winners are fixed once it is made: members enter for them.</p>
      <SelectField
        id="giveaway-type"
        name="type"
        label="Type"
        defaultValue="daily"
        options={giveawayTypes.map((t) => ({ value: t, label: giveawayWords.type[t] }))}
        error={fieldError(fields, 'type')}
      />
      <GiveawayDisplayFields idPrefix="giveaway" fields={fields} />
      <Field
        id="giveaway-open"
        name="openAt"
        label="Opens (AEST)"
        type="datetime-local"
        required
        error={fieldError(fields, 'openAt')}
      />
      <Field
        id="giveaway-close"
        name="closeAt"
        label="Closes and is drawn (AEST)"
        type="datetime-local"
        required
        error={fieldError(fields, 'closeAt')}
      />
      <SelectField
        id="giveaway-prize-kind"
        name="prizeKind"
        label="Prize kind"
        defaultValue="credit"
        options={[
          { value: 'credit', label: 'Wallet credit (paid with the draw)' },
          { value: 'goods', label: 'Goods (sent by the team)' },
        ]}
        error={fieldError(fields, 'prizeKind')}
      />
      <Field
        id="giveaway-prize"
        name="prizeName"
        label="Prize, as members read it"
        required
        minLength={2}
        maxLength={120}
        error={fieldError(fields, 'prizeName')}
      />
      <Field
        id="giveaway-amount"
        name="prizeAmount"
        label="Amount for each winner (AUD; credit only)"
        inputMode="decimal"
        error={fieldError(fields, 'prizeAmount')}
      />
      <Field
        id="giveaway-winners"
        name="winnersCount"
        label="Winners"
        type="number"
        min={1}
        max={100}
        defaultValue="1"
        error={fieldError(fields, 'winnersCount')}
      />
      <button type="submit" className="console-button" disabled={busy}>
        {busy ? 'Making the giveaway…' : 'Make giveaway'}
      </button>
    </Form>
  );
}

/** The prizes won (decision 460): credits paid with the draw, goods to send. */
export function GiveawayPayoutsPage({ payouts }: ConsoleGiveawayPayoutsData) {
  return (
    <>
      <h1>Giveaway payouts</h1>
      <ConsoleTable
        caption="Prizes won, the latest draw first"
        className="console-table--cards"
        labelled
        rows={payouts}
        rowKey={(p) => `${p.giveawayId}:${p.slot}`}
        columns={[
          {
            header: 'Giveaway',
            rowHeader: true,
            cell: (p) => `${p.title} (${giveawayWords.type[p.type]} ${p.number})`,
          },
          { header: 'Prize', cell: (p) => `${p.prizeName}${p.amount ? `, ${formatMoney(p.amount)}` : ''}` },
          {
            header: 'Winner',
            cell: (p) => <Link to={`/console/customers/${p.customerId}`}>{p.winnerName}</Link>,
          },
          { header: 'State', cell: (p) => giveawayWords.payout[p.status] },
          { header: 'Drawn', cell: (p) => when(p.drawnAt) },
        ]}
      />
    </>
  );
}
