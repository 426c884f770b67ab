import { formatMoney, type LottoPartyOrder, type LottoPartySession } from '@drawline/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { CreateLottoPartyLink } from './creation-slot';
import { BuyShares, GamesList, sessionLine, statusText } from './lotto-party';

/** One of the customer's groups with its open sessions for the play tab's lottery. */
export interface GroupSessions {
  groupId: string;
  groupName: string;
  isOrganiser: boolean;
  sessions: LottoPartySession[];
}

/**
 * The /{offer}/lotto-party play tab (issue 26, decision 454): a lotto party is played in a session,
 * so the tab shows the open sessions of the customer's groups for this lottery with their share
 * form, a way to open a new session for a group they organise, and to create a new group; a
 * visitor is asked to sign in.
 */
export function PartyPlay({
  offerKey,
  offerName,
  signedIn,
  groups,
  loginPath,
}: {
  offerKey: string;
  offerName: string;
  signedIn: boolean;
  groups: GroupSessions[];
  loginPath: string;
}) {
  if (!signedIn) {
    return (
      <section className="container section lotto-party-play">
        <h2>Play {offerName} with your friends</h2>
        <p>
          A Lotto Party shares one set of games and its prizes by shares. Sign in to start one or join your group's.
        </p>
        <Link to={loginPath} className={buttonClass({ variant: 'primary' })}>
          Sign in to play a Lotto Party
        </Link>
      </section>
    );
  }
  return (
    <section className="container section lotto-party-play" aria-labelledby="party-play-heading">
      <h2 id="party-play-heading">Your Lotto Party sessions for {offerName}</h2>
      {groups.length === 0 ? <p>You are not in a lotto party group yet.</p> : null}
      <ul className="lotto-party-list">
        {groups.map((g) => (
          <li key={g.groupId}>
            <Link to={`/my-account/lotto-party/group/${g.groupId}`}>{g.groupName}</Link>
            {g.sessions.length === 0 ? <span>No open session for {offerName}.</span> : null}
            {g.sessions.map((s) => (
              <div key={s.sessionId} className="lotto-party-play-session">
                <Link to={`/my-account/lotto-party/session/${s.sessionId}`}>{sessionLine(s)}</Link>
                <span>
                  {s.sharesRemaining} of {s.sharesTotal} shares left{s.myShares > 0 ? ` · you hold ${s.myShares}` : ''}
                </span>
                {s.sharesRemaining > 0 ? <BuyShares session={s} /> : null}
              </div>
            ))}
            {g.isOrganiser && g.sessions.length === 0 ? (
              <CreateLottoPartyLink groupId={g.groupId} groupName={g.groupName} offer={offerKey} variant="secondary">
                Open a session for {g.groupName}
              </CreateLottoPartyLink>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        <CreateLottoPartyLink offer={offerKey}>Create a Lotto Party</CreateLottoPartyLink>
      </p>
    </section>
  );
}

/** A member's order of a session: the ticket page's body. */
export function TicketDetails({ order }: { order: LottoPartyOrder }) {
  const session = order.session;
  return (
    <>
      <p>
        {session ? sessionLine(session) : order.groupName} · {statusText[order.status]}
      </p>
      <dl className="lotto-party-facts">
        <dt>Your shares</dt>
        <dd>{order.shares}</dd>
        <dt>Paid</dt>
        <dd>{formatMoney(order.amountPaid)}</dd>
        {order.refunded.amount > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd>{formatMoney(order.refunded)}</dd>
          </>
        ) : null}
        <dt>Your part of the prize</dt>
        <dd>
          {order.winnings
            ? `${formatMoney(order.winnings)}${order.winningsHeld ? ' (held for a check before it is paid)' : ''}`
            : order.status === 'paid'
              ? 'None yet'
              : 'Prizes are split by shares after the draw'}
        </dd>
      </dl>
      <h2>Numbers</h2>
      <GamesList games={session?.games ?? null} />
      <p>
        <Link to={`/my-account/lotto-party/session/${order.socialSyndicateId}`}>See the session</Link>
      </p>
    </>
  );
}

/** The customer's orders, each a link to its ticket page. */
export function OrderList({ orders, empty }: { orders: LottoPartyOrder[]; empty: string }) {
  if (orders.length === 0) return <p>{empty}</p>;
  return (
    <ul className="lotto-party-list">
      {orders.map((o) => (
        <li key={o.orderId}>
          <Link to={`/my-account/lotto-party/ticket/${o.orderId}`}>
            {o.groupName}: {o.shares} {o.shares === 1 ? 'share' : 'shares'}
            {o.draw ? ` in ${o.draw.productOfferName} draw ${o.draw.drawNo}` : ''}
          </Link>
          <span>
            {statusText[o.status]}
            {o.winnings ? ` · your part of the prize ${formatMoney(o.winnings)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
