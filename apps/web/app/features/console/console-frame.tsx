import { type ConsoleArea, consoleAllows, type StaffRole } from '@drawline/contracts';
import type { ReactNode } from 'react';
import { Form, isRouteErrorResponse, NavLink, useRouteError } from 'react-router';

/** The console's pages, each shown only to the roles its area admits (no dead links). */
const pages: { to: string; label: string; area: ConsoleArea; end?: boolean }[] = [
  { to: '/console', label: 'Dashboard', area: 'dashboard', end: true },
  { to: '/console/customers', label: 'Customers', area: 'customers' },
  { to: '/console/corrections', label: 'Corrections', area: 'corrections' },
  { to: '/console/withdrawals', label: 'Withdrawals', area: 'withdrawals' },
  { to: '/console/bpay', label: 'BPAY', area: 'bpay' },
  { to: '/console/bank-statement', label: 'Account statement', area: 'bpay' },
  { to: '/console/direct-debit', label: 'Direct debit', area: 'bpay' },
  { to: '/console/verification-uploads', label: 'ID uploads', area: 'customerVerification' },
  { to: '/console/draws', label: 'Draws', area: 'draws' },
  { to: '/console/prizes', label: 'Held prizes', area: 'prizes' },
  { to: '/console/campaigns', label: 'Campaigns', area: 'campaigns' },
  { to: '/console/audit', label: 'Audit log', area: 'audit' },
  { to: '/console/staff', label: 'Staff', area: 'staff' },
  { to: '/console/content', label: 'Content', area: 'content' },
  { to: '/console/vouchers', label: 'Vouchers', area: 'content' },
  { to: '/console/capabilities', label: 'Capabilities', area: 'content' },
  { to: '/console/placements', label: 'Placements', area: 'content' },
  { to: '/console/feedback', label: 'Feedback', area: 'feedback' },
  { to: '/console/partners', label: 'Partners', area: 'partners' },
  // Last: a content editor still starts at Content.
  { to: '/console/raffles', label: 'Raffles', area: 'raffles' },
  { to: '/console/lotto-party', label: 'Lotto party', area: 'lottoParty', end: true },
  { to: '/console/lotto-party/money', label: 'Party refunds', area: 'lottoPartyMoney' },
  { to: '/console/giveaways', label: 'Giveaways', area: 'giveaways', end: true },
  { to: '/console/giveaways/payouts', label: 'Giveaway payouts', area: 'giveawayPayouts' },
  { to: '/console/giveaways/billing', label: 'Premium billing', area: 'giveawayBilling' },
];

/** The first console page a member may open: where sign-in lands when the dashboard is not theirs. */
export const firstConsolePage = (roles: readonly StaffRole[]): string | null =>
  pages.find((p) => consoleAllows(roles, p.area))?.to ?? null;

export const roleNames: Record<StaffRole, string> = {
  administrator: 'Administrator',
  draw_operator: 'Draw operator',
  finance: 'Finance',
  support: 'Support',
  content_editor: 'Content editor',
};

/** The console's own frame: no storefront header or footer, the staff member and sign-out. */
export function ConsoleFrame({ me, children }: { me: { email: string; roles: StaffRole[] }; children: ReactNode }) {
  const visible = pages.filter((p) => consoleAllows(me.roles, p.area));
  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        Skip to content
      </a>
      <header className="console-header">
        <span className="console-brand">Drawline console</span>
        <nav aria-label="Console">
          <ul className="console-nav">
            {visible.map((p) => (
              <li key={p.to}>
                <NavLink to={p.to} end={p.end}>
                  {p.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="console-who">
          <span>
            {me.email} ({me.roles.map((r) => roleNames[r]).join(', ')})
          </span>
          <Form method="post" action="/console/sign-out">
            <button type="submit" className="console-button console-button--quiet">
              Sign out
            </button>
          </Form>
        </div>
      </header>
      <main id="console-main" className="console-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** A refusal the server made, said plainly (403 and the rest). */
export function ConsoleRefusal({ status, message }: { status: number; message: string }) {
  return (
    <section className="console-refusal" aria-labelledby="console-refusal-title">
      <h1 id="console-refusal-title">{status === 403 ? '403 – Not allowed' : `${status} – Something went wrong`}</h1>
      <p>{message}</p>
    </section>
  );
}

/** Each console page's error boundary: inside the console frame, the server's refusal in words. */
export function ConsoleErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message =
      typeof error.data === 'object' && error.data && 'message' in error.data
        ? String(error.data.message)
        : 'The console could not show this page.';
    return <ConsoleRefusal status={error.status} message={message} />;
  }
  return <ConsoleRefusal status={500} message="The console could not show this page. Try again in a moment." />;
}
