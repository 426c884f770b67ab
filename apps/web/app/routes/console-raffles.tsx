import { type ConsoleRaffle, formatMoney } from '@drawline/contracts';
import { Link } from 'react-router';
import { ConsoleErrorBoundary, ConsoleTable, statusWords } from '../features/console';
import { requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-raffles';

export function meta() {
  return [{ title: 'Raffles | Drawline console' }];
}

/** Kept for the raffle page's import; the words are the console's one mapping. */
export const raffleStatusNames = statusWords.raffle;

const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { timeZone: 'Australia/Brisbane' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { call } = await requireConsoleStaff(request, context, 'raffles');
  return { raffles: (await call<ConsoleRaffle[]>('/raffles')).result ?? [] };
}

/** The raffles written in the console: drafts, on sale and closed (docs/decisions/265). */
export default function ConsoleRaffles({ loaderData }: Route.ComponentProps) {
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
        rows={loaderData.raffles}
        rowKey={(r) => r.raffleId}
        columns={[
          {
            header: 'Raffle',
            rowHeader: true,
            cell: (r) => <Link to={`/console/raffles/${encodeURIComponent(r.raffleId)}`}>{r.raffle.name}</Link>,
          },
          { header: 'State', cell: (r) => raffleStatusNames[r.status] },
          { header: 'Ticket price', cell: (r) => formatMoney({ amount: r.raffle.ticketPrice, currency: 'AUD' }) },
          { header: 'Tickets sold', cell: (r) => `${r.ticketsSold} of ${r.raffle.ticketCap}` },
          { header: 'Sales stop (AEST)', cell: (r) => when(r.raffle.stopDate) },
          { header: 'Draw (AEST)', cell: (r) => when(r.raffle.drawDate) },
        ]}
      />
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
