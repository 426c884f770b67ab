import { formatMoney, type Prize } from '@drawline/contracts';
import { Form } from 'react-router';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { ConsoleTable } from '../console-table';

/** Prizes held for review; finance releases each to the customer's cash. */
export function PrizesPage({ held, answer }: { held: Prize[]; answer?: ActionAnswer }) {
  return (
    <>
      <h1>Held prizes</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption={`${held.length} held for review`}
        rows={held}
        rowKey={(p) => p.id}
        columns={[
          { header: 'Prize', cell: (p) => p.description },
          { header: 'Draw', cell: (p) => p.drawId },
          { header: 'Ticket', cell: (p) => p.ticketId },
          { header: 'Division', cell: (p) => p.division },
          { header: 'Amount', cell: (p) => formatMoney(p.amount) },
          {
            header: 'Release',
            cell: (p) => (
              <Form method="post">
                <input type="hidden" name="prizeId" value={p.id} />
                <button type="submit" className="console-button">
                  Release
                </button>
              </Form>
            ),
          },
        ]}
      />
    </>
  );
}
