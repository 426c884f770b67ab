import type { DashboardDraw } from '@drawline/contracts';
import { Link, useNavigation } from 'react-router';
import type { FieldMessages } from '../console-action.server';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime as when } from '../console-time';
import { statusInWords } from '../status-words';
import { DrawSheet } from './draw-sheet';
import type { ConsoleDrawsData } from './draws.server';

function DrawTable({
  id,
  title,
  draws,
  dateLabel,
}: {
  id: string;
  title: string;
  draws: DashboardDraw[];
  dateLabel: 'Stop' | 'Draw';
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ConsoleTable
        rows={draws}
        rowKey={(d) => d.drawId}
        columns={[
          { header: 'Offer', cell: (d) => d.offerName },
          { header: 'Draw', cell: (d) => <Link to={`?draw=${encodeURIComponent(d.drawId)}`}>Draw {d.drawNo}</Link> },
          {
            header: dateLabel === 'Stop' ? 'Sales stop' : 'Draw date',
            cell: (d) => when(dateLabel === 'Stop' ? d.stopDate : d.drawDate),
          },
          { header: 'Status', cell: (d) => statusInWords('draw', d.status) },
        ]}
      />
    </section>
  );
}

const none: FieldMessages = {};

/** The draw operators' page: the draw being worked on, then the draws waiting for them and the open ones. */
export function DrawsPage({
  open,
  awaitingResults,
  awaitingSettlement,
  draw,
  myId,
  answer,
}: ConsoleDrawsData & { answer?: ActionAnswer & { fields: FieldMessages } }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <h1>Draws</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      {draw ? <DrawSheet draw={draw} myId={myId} busy={busy} fields={answer?.fields ?? none} /> : null}
      <DrawTable
        id="awaiting-results"
        title="Waiting for results or confirmation"
        draws={awaitingResults}
        dateLabel="Draw"
      />
      <DrawTable id="awaiting-settlement" title="Waiting for settlement" draws={awaitingSettlement} dateLabel="Draw" />
      <DrawTable id="open-draws" title="Open draws" draws={open} dateLabel="Stop" />
    </>
  );
}
