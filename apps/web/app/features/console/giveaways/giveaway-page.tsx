import { CONSOLE_GIVEAWAY_ENTRIES, type ConsoleGiveawayDraw } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { ActionOutcome } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import { GiveawayDisplayFields } from './giveaway-fields';
import { giveawayWords } from './giveaway-words';
import type { ConsoleGiveawayData } from './giveaways.server';
import { type GiveawayAnswer, prizeOf } from './giveaways-page';

/** One giveaway (decision 460): what it is, the form that changes how it is shown, and its draw. */
export function GiveawayPage({
  giveaway: g,
  draw,
  mayEdit,
  answer,
}: ConsoleGiveawayData & { answer?: GiveawayAnswer }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <p>
        <Link to="/console/giveaways">All giveaways</Link>
      </p>
      <h1>{g.title}</h1>
      <dl className="console-details">
        <dt>Type and number</dt>
        <dd>
          {giveawayWords.type[g.type]} {g.number}
        </dd>
        <dt>State</dt>
        <dd>{giveawayWords.status[g.status]}</dd>
        <dt>Prize</dt>
        <dd>{prizeOf(g)}</dd>
        <dt>Opens</dt>
        <dd>{when(g.openAt)}</dd>
        <dt>Closes</dt>
        <dd>{when(g.closeAt)}</dd>
        <dt>Entries</dt>
        <dd>
          {g.countedEntries} in the draw, from {g.entrants} members
        </dd>
        <dt>Public page</dt>
        <dd>
          <a href={`/daily-winners/giveaways/${g.type}/${g.number}`}>
            /daily-winners/giveaways/{g.type}/{g.number}
          </a>
        </dd>
      </dl>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      {mayEdit && g.status !== 'drawn' ? (
        <Form method="post" encType="multipart/form-data" className="console-form">
          <h2>How it is shown</h2>
          <GiveawayDisplayFields
            idPrefix="edit"
            fields={answer?.fields}
            values={{
              title: g.title,
              description: g.description,
              imageMobile: g.images.mobile,
              imageDesktop: g.images.desktop,
            }}
          />
          <button type="submit" className="console-button" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </Form>
      ) : null}
      {draw ? <DrawSection draw={draw} /> : null}
    </>
  );
}

/** The draw as a draw operator checks it: the commitment, then the seed and winners, and the entries. */
function DrawSection({ draw }: { draw: ConsoleGiveawayDraw }) {
  return (
    <section aria-labelledby="giveaway-draw">
      <h2 id="giveaway-draw">The draw</h2>
      <dl className="console-details">
        <dt>Commitment</dt>
        <dd>
          <code>{draw.commitment ?? 'None yet'}</code>
          {draw.committedAt ? ` (published ${when(draw.committedAt)})` : null}
        </dd>
        <dt>Seed</dt>
        <dd>
          {draw.seed ? <code>{draw.seed}</code> : 'Revealed with the winners'}
          {draw.revealedAt ? ` (revealed ${when(draw.revealedAt)})` : null}
        </dd>
        <dt>Entries drawn from</dt>
        <dd>{draw.ticketsCount ?? 'Counted at the draw'}</dd>
        <dt>Method</dt>
        <dd>{draw.algorithm ?? '–'}</dd>
      </dl>
      <ConsoleTable
        caption="Winners"
        className="console-table--cards"
        labelled
        rows={draw.winners}
        rowKey={(w) => String(w.slot)}
        empty="Not drawn yet."
        columns={[
          { header: 'Prize slot', rowHeader: true, cell: (w) => w.slot },
          { header: 'Entry number', cell: (w) => w.entryNumber },
          { header: 'Winner', cell: (w) => w.winnerName },
          { header: 'Customer id', cell: (w) => <code>{w.customerId}</code> },
          { header: 'Prize', cell: (w) => giveawayWords.payout[w.status] },
        ]}
      />
      <ConsoleTable
        caption={
          draw.entries.length < CONSOLE_GIVEAWAY_ENTRIES
            ? 'Entries by member'
            : `Entries by member (the first ${CONSOLE_GIVEAWAY_ENTRIES})`
        }
        className="console-table--cards"
        labelled
        rows={draw.entries}
        rowKey={(e) => e.customerId}
        columns={[
          { header: 'Member', rowHeader: true, cell: (e) => <code>{e.customerId}</code> },
          { header: 'Entry', cell: (e) => giveawayWords.entry[e.status] },
          { header: 'Entries', cell: (e) => e.count },
        ]}
      />
    </section>
  );
}
