import { data } from 'react-router';
import { PrintSheet, ShopLink, ticketListPath } from '../../features/orders';
import { loadPrintTickets } from '../../features/orders/index.server';
import { pageTitle } from '../../features/shell';
import { Button, ButtonLink } from '../../ui/button';
import type { Route } from './+types/print-tickets';

/** /my-account/print-tickets: the upcoming tickets on paper (a print stylesheet hides the shop around them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tickets, total, headers } = await loadPrintTickets(request, context);
  return data({ tickets, total }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Print your tickets', matches) }];
}

export default function PrintTicketsPage({ loaderData: { tickets, total } }: Route.ComponentProps) {
  return (
    <div className="print-page">
      <div className="print-page-head">
        <h1>Your upcoming tickets</h1>
        {tickets.length > 0 ? (
          <div className="print-actions">
            <Button variant="primary" onClick={() => window.print()}>
              Print
            </Button>
            <ButtonLink to={ticketListPath('upcoming')} variant="secondary">
              Back to my tickets
            </ButtonLink>
          </div>
        ) : null}
      </div>
      {tickets.length > 0 ? (
        <PrintSheet tickets={tickets} total={total} />
      ) : (
        <div className="card orders-empty">
          <p>You have no upcoming tickets to print.</p>
          <ShopLink className="button button--primary">Buy lotto tickets</ShopLink>
        </div>
      )}
    </div>
  );
}
