import { formatMoney, type LottoPartyGroup, type LottoPartyOrder, type LottoPartySession } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import './lotto-party.css';

/** What a refused form of the lotto party pages says. */
export type LottoPartyActionData = { ok: false; said: string; toast?: boolean } | { ok: true; said: string };

export const statusText: Record<LottoPartySession['status'], string> = {
  open: 'Open',
  closed: 'Closed',
  paid: 'Games bought',
  cancelled: 'Cancelled',
};
const dateText = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' });

/** What a refused form says, in a live region. */
export function LottoPartyStatus({ result }: { result: LottoPartyActionData | undefined }) {
  return (
    <p className="lotto-party-status" role="status" aria-live="polite">
      {result && !('toast' in result && result.toast) ? result.said : ''}
    </p>
  );
}

/** The customer's groups, each a link to its page. */
export function GroupList({ groups }: { groups: LottoPartyGroup[] }) {
  if (groups.length === 0) return <p>You are not in a lotto party group yet.</p>;
  return (
    <ul className="lotto-party-list">
      {groups.map((g) => (
        <li key={g.groupId}>
          <Link to={`/my-account/lotto-party/group/${g.groupId}`}>{g.groupName}</Link>
          <span>
            {g.memberCount} {g.memberCount === 1 ? 'member' : 'members'}
            {g.isOrganiser ? ' · you organise it' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A session's draw and share price in one line. */
export function sessionLine(s: LottoPartySession) {
  const draw = s.draws[0];
  const what = draw ? `${draw.productOfferName} draw ${draw.drawNo}, ${dateText(draw.drawDate)}` : 'Draw';
  return `${what} · ${formatMoney(s.sharePrice)} a share`;
}

/** A group's sessions: each links to its page; an open one with shares left offers them. */
export function SessionList({ sessions }: { sessions: LottoPartySession[] }) {
  if (sessions.length === 0) return <p>This group has no session yet.</p>;
  return (
    <ul className="lotto-party-list">
      {sessions.map((s) => (
        <li key={s.sessionId}>
          <Link to={`/my-account/lotto-party/session/${s.sessionId}`}>{sessionLine(s)}</Link>
          <span>
            {statusText[s.status]} · {s.sharesRemaining} of {s.sharesTotal} shares left
            {s.myShares > 0 ? ` · you hold ${s.myShares}` : ''}
          </span>
          {s.status === 'open' && s.sharesRemaining > 0 ? <BuyShares session={s} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Adds shares of an open session to the cart (bought at checkout like any ticket). */
export function BuyShares({ session }: { session: LottoPartySession }) {
  const busy = useNavigation().state === 'submitting';
  const field = `shares-${session.sessionId}`;
  return (
    <Form method="post" action={`/my-account/lotto-party/session/${session.sessionId}`} className="lotto-party-buy">
      <input type="hidden" name="intent" value="add-shares" />
      <input type="hidden" name="session" value={session.sessionId} />
      <label htmlFor={field}>Shares</label>
      <input id={field} name="shares" type="number" min={1} max={session.sharesRemaining} defaultValue={1} required />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? 'Adding…' : 'Add shares to cart'}
      </button>
    </Form>
  );
}

/** A session's page: its state, numbers once bought, the customer's shares and their part of the prize. */
export function SessionDetails({ session, orders }: { session: LottoPartySession; orders: LottoPartyOrder[] }) {
  const won = orders.filter((o) => o.winnings);
  return (
    <>
      <p>
        {sessionLine(session)} · {statusText[session.status]}
      </p>
      <p>
        {session.sharesSold} of {session.sharesTotal} shares sold. Shares stop selling {dateText(session.stopAt)}.
      </p>
      <p>{session.myShares > 0 ? `You hold ${session.myShares} of its shares.` : 'You hold none of its shares.'}</p>
      {session.status === 'open' && session.sharesRemaining > 0 ? <BuyShares session={session} /> : null}
      <h2>Numbers</h2>
      <GamesList games={session.games} />
      <h2>Your part of the prize</h2>
      {won.length > 0 ? (
        <ul className="lotto-party-list">
          {won.map((o) => (
            <li key={o.orderId}>
              {o.winnings ? formatMoney(o.winnings) : ''} for {o.shares} {o.shares === 1 ? 'share' : 'shares'}
              {o.winningsHeld ? ' (held for a check before it is paid)' : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {session.status === 'paid' ? 'No prize for your shares yet.' : 'Prizes are split by shares after the draw.'}
        </p>
      )}
    </>
  );
}

/** The invite landing's form: join the group the link names. */
export function JoinGroup({ token }: { token: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post">
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? 'Joining…' : 'Join the group'}
      </button>
    </Form>
  );
}

/** A session's games once bought, one line each; before that, when they will show. */
export function GamesList({ games }: { games: LottoPartySession['games'] }) {
  if (!games || games.length === 0)
    return <p>The numbers are shown here once the session's games are bought for its draw.</p>;
  return (
    <ol className="lotto-party-games">
      {games.map((game, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a session's games never change order once bought.
        <li key={i}>
          {Object.entries(game)
            .map(([set, numbers]) => `${set}: ${numbers.join(' ')}`)
            .join(' · ')}
        </li>
      ))}
    </ol>
  );
}
