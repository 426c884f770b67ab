import type { CustomerPastDraw, PastDraw } from '@drawline/contracts';
import { data, Link } from 'react-router';
import { loadPricingName } from '../../features/catalogue';
import { loadResultsOffer } from '../../features/catalogue/index.server';
import { offerResultsLinks, RaffleOutcome, ResultsBand, SubNav, yourWinningsCell } from '../../features/results';
import {
  loadCustomerPastResults,
  loadFullResult,
  loadPastResults,
  type Paged,
  pageParam,
} from '../../features/results/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { useLocale } from '../../lib/locale';
import { Pagination } from '../../ui/pagination';
import type { Route } from './+types/winners';

export const handle = { fullBleed: true };

/** /:productOfferKey/winners: who won in recent draws; a raffle's latest draw lists every winner. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = apiSession(request, context);
  const [{ offer, base, statistics }, pricingName] = await Promise.all([
    loadResultsOffer(request, context, params.productOfferKey),
    loadPricingName(session.platform, request),
  ]);
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  // A signed-in customer's page reads the customer variant: the same draws with their settled winnings.
  const mine = session.hasSession() ? await loadCustomerPastResults(session.platform, offer.key, page) : null;
  const past: Paged<PastDraw & Partial<CustomerPastDraw>> =
    mine ?? (await loadPastResults(session.platform, pricingName, offer.key, page));
  const first = past.items[0];
  const latest =
    offer.type === 'raffle_ticket' && page === 1 && first
      ? await loadFullResult(session.platform, offer.key, first.drawNo)
      : null;
  return data(
    {
      offer: { key: offer.key, name: offer.name, type: offer.type },
      base,
      statistics,
      past,
      latest,
      signedIn: mine !== null,
    },
    { headers: session.headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: pageTitle(`${data.offer.name} winners`, matches) }];
}

export default function Winners({ loaderData }: Route.ComponentProps) {
  const { offer, base, past, latest, signedIn } = loaderData;
  const l = useLocale();
  const raffle = offer.type === 'raffle_ticket';
  return (
    <>
      <ResultsBand kicker={`${offer.name} results`} title={`${offer.name} winners`}>
        <SubNav
          label={`${offer.name} results pages`}
          links={offerResultsLinks(base, { statistics: loaderData.statistics })}
        />
      </ResultsBand>
      <div className="container results-page">
        {latest && latest.winners.length > 0 ? (
          <section className="card" aria-labelledby="latest-winners-heading">
            <h2 id="latest-winners-heading" className="results-section-title">
              Draw {latest.drawNo} winners, {l.date(latest.drawDate)}
            </h2>
            <div className="table-scroll">
              <RaffleOutcome result={latest} />
            </div>
          </section>
        ) : null}
        <section aria-labelledby="recent-heading">
          <h2 id="recent-heading" className="results-section-title">
            Recent draws
          </h2>
          {past.items.length === 0 ? (
            <p className="results-empty">There are no {offer.name} winners yet.</p>
          ) : (
            <div className="table-scroll">
              <table className="results-table">
                <caption className="visually-hidden">Winners by draw</caption>
                <thead>
                  <tr>
                    <th scope="col">Draw</th>
                    <th scope="col">{raffle ? 'Main prize' : 'Division 1'}</th>
                    <th scope="col" className="num">
                      Winners
                    </th>
                    <th scope="col" className="num">
                      Prizes paid
                    </th>
                    {signedIn ? (
                      <th scope="col" className="num">
                        You won
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {past.items.map((d) => (
                    <tr key={d.drawId}>
                      <th scope="row">
                        <Link to={`${base}/results/draw/${d.drawNo}`}>Draw {d.drawNo}</Link>
                        <br />
                        <span className="muted">{l.date(d.drawDate)}</span>
                      </th>
                      <td>
                        {d.mainPrizeWinner
                          ? `${d.mainPrizeWinner.prizeName}: ${d.mainPrizeWinner.winnerName}, ${d.mainPrizeWinner.location}`
                          : d.winnerInfo && d.winnerInfo.topPrizeWinners > 0
                            ? `Won by ${d.winnerInfo.topPrizeWinners} ${d.winnerInfo.topPrizeWinners === 1 ? 'entry' : 'entries'}`
                            : 'Not won'}
                      </td>
                      <td className="num">{d.winnerInfo ? l.count(d.winnerInfo.totalWinners) : '–'}</td>
                      <td className="num">{d.winnerInfo ? l.money(d.winnerInfo.totalPrizeAmount) : '–'}</td>
                      {signedIn ? (
                        <td className="num">
                          {yourWinningsCell(
                            {
                              customerTickets: d.customerTickets ?? [],
                              winnings: d.winnings ?? null,
                              status: d.status,
                            },
                            l.money,
                          )}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <Pagination
          page={past.page}
          pages={past.pages}
          href={(p) => (p === 1 ? `${base}/winners` : `${base}/winners?page=${p}`)}
        />
      </div>
    </>
  );
}
