import { data, Link } from 'react-router';
import { drawNoParam, loadResultsOffer } from '../../features/catalogue/index.server';
import {
  Divisions,
  offerResultsLinks,
  RaffleOutcome,
  ResultsBand,
  SubNav,
  WinningNumbers,
  yourPartWords,
} from '../../features/results';
import { loadCustomerFullResult, loadFullResult } from '../../features/results/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { useLocale } from '../../lib/locale';
import type { Route } from './+types/draw';

export const handle = { fullBleed: true };

/** /:productOfferKey/results/draw/:drawNo: one draw's result in full (drawn, scored, paid and emailed draws only). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const drawNo = drawNoParam(params.drawNo);
  const { offer, base, statistics } = await loadResultsOffer(request, context, params.productOfferKey);
  const session = apiSession(request, context);
  // A signed-in customer's page reads the customer variant: the same result and their tickets in it.
  const mine = session.hasSession() ? await loadCustomerFullResult(session.platform, offer.key, drawNo) : null;
  const result = mine ?? (await loadFullResult(session.platform, offer.key, drawNo));
  return data(
    {
      offer: { key: offer.key, name: offer.name, type: offer.type },
      base,
      statistics,
      result,
      yourPart: mine && { customerTickets: mine.customerTickets, winnings: mine.winnings, status: mine.status },
    },
    { headers: session.headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: pageTitle(`${data.offer.name} draw ${data.result.drawNo} results`, matches) }];
}

export default function DrawResult({ loaderData }: Route.ComponentProps) {
  const { offer, base, result, yourPart } = loaderData;
  const l = useLocale();
  const yours = yourPartWords(yourPart, l.money);
  return (
    <>
      <ResultsBand kicker={`${offer.name} results`} title={`Draw ${result.drawNo}`}>
        <p>
          Drawn <time dateTime={result.drawDate}>{l.drawDate(result.drawDate)} AEST</time>
          {result.drawData.name ? ` · ${result.drawData.name}` : ''}
        </p>
        <SubNav
          label={`${offer.name} results pages`}
          links={offerResultsLinks(base, { statistics: loaderData.statistics })}
        />
      </ResultsBand>
      <div className="container results-page">
        {yours ? (
          <section className="card" aria-labelledby="your-tickets-heading">
            <h2 id="your-tickets-heading" className="results-section-title">
              Your tickets
            </h2>
            <p data-testid="your-part">
              {yours} <Link to="/my-account/past-tickets">Your past tickets</Link>
            </p>
          </section>
        ) : null}
        {result.winningNumbers.length > 0 ? (
          <section className="card" aria-labelledby="numbers-heading">
            <h2 id="numbers-heading" className="results-section-title">
              Winning numbers
            </h2>
            <WinningNumbers sets={result.winningNumbers} />
          </section>
        ) : null}
        {result.winnerInfo ? (
          <p className="results-lead">
            {l.count(result.winnerInfo.totalWinners)} winners shared {l.money(result.winnerInfo.totalPrizeAmount)}.
            {result.prizePool && !result.isPrizePoolUnknown && offer.type === 'lottery_ticket'
              ? ` The division 1 prize pool was ${l.jackpotAmount(result.prizePool)}.`
              : ''}
          </p>
        ) : null}
        {result.divisions.length > 0 ? (
          <div className="table-scroll">
            <Divisions divisions={result.divisions} />
          </div>
        ) : null}
        {result.winners.length > 0 ? (
          <div className="table-scroll">
            <RaffleOutcome result={result} />
          </div>
        ) : null}
        <p>
          <Link to={`${base}/results`}>All {offer.name} results</Link>
          {offer.type === 'raffle_ticket' ? (
            <>
              {' · '}
              <Link to={`${base}/results/draw/${result.drawNo}/verify`}>Check this draw</Link>
            </>
          ) : null}
          {' · '}
          <Link to={base}>Play the next draw</Link>
        </p>
      </div>
    </>
  );
}
