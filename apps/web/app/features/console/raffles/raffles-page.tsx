import type { ConsoleRaffle } from '@drawline/contracts';
import { Link } from 'react-router';
import { ConsoleTable } from '../console-table';
import { statusWords } from '../status-words';
import { aud, raffleTime as when } from './raffle-time';

/** The raffles written in the console, newest first, and the way to a new one (docs/decisions/265). */
export function RafflesPage({ raffles }: { raffles: ConsoleRaffle[] }) {
  return (
    <>
      <h1>Raffles</h1>
      <p>
        <Link to="/console/raffles/new" className="console-button">
          New raffle
        </Link>
      </p>
      <ConsoleTable
        caption="Raffles, newest first"
        rows={raffles}
        rowKey={(r) => r.raffleId}
        columns={[
          {
            header: 'Raffle',
            rowHeader: true,
            cell: (r) => <Link to={`/console/raffles/${encodeURIComponent(r.raffleId)}`}>{r.raffle.name}</Link>,
          },
          { header: 'State', cell: (r) => statusWords.raffle[r.status] },
          { header: 'Ticket price', cell: (r) => aud(r.raffle.ticketPrice) },
          { header: 'Tickets sold', cell: (r) => `${r.ticketsSold} of ${r.raffle.ticketCap}` },
          { header: 'Sales stop (AEST)', cell: (r) => when(r.raffle.stopDate) },
          { header: 'Draw (AEST)', cell: (r) => when(r.raffle.drawDate) },
        ]}
      />
    </>
  );
}
