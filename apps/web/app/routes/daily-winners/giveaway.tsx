import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { GiveawayCard, MembershipStatusRegion } from '../../features/daily-winners';
import { loadGiveaway, membershipAction } from '../../features/daily-winners/index.server';
import { pageTitle } from '../../features/shell';
import { routeNeeds } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import type { Route } from './+types/giveaway';

export const handle = { fullBleed: true };

/**
 * /daily-winners/giveaways/:giveawayType/:drawNumber: a giveaway (for a signed-in customer, with
 * their entry) and, for anyone, its draw checked from the public data: the commitment published
 * before it closed, the seed revealed with the winners, and the winners recomputed here
 * (docs/decisions/397).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadGiveaway(request, context, params);
}

export async function action({ request, context }: Route.ActionArgs) {
  return membershipAction(request, context, routeNeeds.dailyWinners);
}

/** A refused join or unlock still reads the page again: the refusal may mean the membership moved (joined in another tab). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: pageTitle(`Daily Winners: ${data.giveawayType} giveaway ${data.drawNumber}`, matches) }];
}

const yes = (ok: boolean) =>
  ok ? <span className="dw-check-ok">matches</span> : <span className="dw-check-bad">does not match</span>;

export default function GiveawayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { giveawayType, drawNumber, giveaway, entry, verification: v, check, dataUrl } = loaderData;
  const l = useLocale();
  return (
    <>
      <div className="dw-band">
        <div className="container">
          <h1>{giveaway ? giveaway.title : `The ${giveawayType} giveaway ${drawNumber}`}</h1>
          <p>How this giveaway's winners are picked, and how to check it yourself.</p>
        </div>
      </div>
      <div className="container dw-page">
        <MembershipStatusRegion result={actionData} />
        {giveaway ? (
          <div className="dw-section dw-detail">
            <GiveawayCard giveaway={giveaway} entry={entry} headingLevel={2} />
          </div>
        ) : null}
        <section className="dw-section card" aria-labelledby="dw-check">
          <h2 id="dw-check">Check the draw</h2>
          <p>
            Commitment, published <time dateTime={v.committedAt}>{l.drawDate(v.committedAt)} AEST</time> before entries
            closed: <code className="dw-hex">{v.commitment}</code>
          </p>
          {v.seed ? (
            <p>
              Seed, revealed with the winners: <code className="dw-hex">{v.seed}</code>
            </p>
          ) : (
            <p>The seed stays secret until the giveaway is drawn at its close.</p>
          )}
          {check ? (
            <>
              <p>
                {v.ticketNumbers.length} entry numbers drawn from; their digest{' '}
                <code className="dw-hex">{v.ticketsDigest}</code>
              </p>
              <p data-testid="dw-winning-numbers">Winning entry numbers: {v.winners.join(', ')}</p>
              <p data-testid="dw-recomputed">
                Recomputed here from the public data: {check.recomputedWinners.join(', ')}
              </p>
              <ul>
                <li>The seed against the commitment: {yes(check.commitmentMatches)}</li>
                <li>The entry numbers against their digest: {yes(check.digestMatches)}</li>
                <li>The winners recomputed against the winners drawn: {yes(check.winnersMatch)}</li>
              </ul>
            </>
          ) : null}
          <p>
            {v.algorithm}: {v.algorithmDescription}
          </p>
          <p>
            All of the draw's public data: <a href={dataUrl}>{dataUrl}</a>. Check it with the shop's open script:{' '}
            <code className="dw-hex">npm run verify-raffle -- {dataUrl}</code>
          </p>
        </section>
        <p>
          <Link to="/daily-winners">All giveaways</Link>
        </p>
      </div>
    </>
  );
}
