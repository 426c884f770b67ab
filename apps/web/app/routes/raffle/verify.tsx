import { formatRaffleTicketNumber } from '@drawline/contracts';
import { data, Link } from 'react-router';
import { drawNoParam, loadResultsOffer } from '../../features/catalogue/index.server';
import { ResultsBand } from '../../features/results';
import { loadRaffleVerification, raffleVerificationPath } from '../../features/results/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { useLocale } from '../../lib/locale';
import type { Route } from './+types/verify';

export const handle = { fullBleed: true };

/**
 * /:productOfferKey/results/draw/:drawNo/verify: everything needed to check a raffle draw
 * (docs/decisions/201): the commitment published before sales closed, the seed revealed with the
 * results, the sold ticket list's digest, the winners and the algorithm.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const drawNo = drawNoParam(params.drawNo);
  const { offer, base } = await loadResultsOffer(request, context, params.productOfferKey);
  if (offer.type !== 'raffle_ticket') throw data(null, { status: 404 });
  const session = apiSession(request, context);
  const verification = await loadRaffleVerification(session.platform, offer.key, drawNo);
  const origin = new URL(request.url).origin;
  return data(
    {
      offer: { key: offer.key, name: offer.name },
      base,
      drawNo,
      verification,
      dataUrl: `${origin}${raffleVerificationPath(offer.key, drawNo)}`,
    },
    { headers: session.headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: pageTitle(`Check ${data.offer.name} draw ${data.drawNo}`, matches) }];
}

export default function RaffleVerify({ loaderData }: Route.ComponentProps) {
  const { offer, base, drawNo, verification: v, dataUrl } = loaderData;
  const l = useLocale();
  if (!v) {
    return (
      <>
        <ResultsBand kicker={`${offer.name} results`} title={`Check draw ${drawNo}`}>
          <p>This draw was made before the shop published commitments, so there is nothing to check here.</p>
        </ResultsBand>
        <div className="container results-page">
          <p>
            <Link to={`${base}/results`}>All {offer.name} results</Link>
          </p>
        </div>
      </>
    );
  }
  const late = new Date(v.committedAt).getTime() > new Date(v.stopDate).getTime();
  return (
    <>
      <ResultsBand kicker={`${offer.name} results`} title={`Check draw ${v.drawNo}`}>
        <p>How the winners of this draw were picked, and how to check it yourself.</p>
      </ResultsBand>
      <div className="container results-page">
        <section className="card" aria-labelledby="commitment-heading">
          <h2 id="commitment-heading" className="results-section-title">
            Commitment
          </h2>
          <p>
            Published <time dateTime={v.committedAt}>{l.drawDate(v.committedAt)} AEST</time>
            {late ? ', after sales closed (this draw predates published commitments)' : ', before sales closed'}: the
            SHA-256 of a secret seed.
          </p>
          <p>
            <code className="verify-hex">{v.commitment}</code>
          </p>
        </section>
        <section className="card" aria-labelledby="seed-heading">
          <h2 id="seed-heading" className="results-section-title">
            Seed
          </h2>
          {v.seed ? (
            <p>
              Revealed <time dateTime={v.revealedAt ?? ''}>{l.drawDate(v.revealedAt ?? v.committedAt)} AEST</time>:{' '}
              <code className="verify-hex">{v.seed}</code>
            </p>
          ) : (
            <p>The seed stays secret until the draw is made, then it is shown here.</p>
          )}
        </section>
        <section className="card" aria-labelledby="tickets-heading">
          <h2 id="tickets-heading" className="results-section-title">
            Sold tickets
          </h2>
          {v.ticketsDigest ? (
            <p>
              {l.count(v.ticketNumbers.length)} ticket numbers, sorted; their SHA-256 digest:{' '}
              <code className="verify-hex">{v.ticketsDigest}</code>
            </p>
          ) : (
            <p>The list of sold ticket numbers is published when the draw is made.</p>
          )}
        </section>
        {v.winners.length > 0 ? (
          <section className="card" aria-labelledby="winners-heading">
            <h2 id="winners-heading" className="results-section-title">
              Winning tickets
            </h2>
            <div className="table-scroll">
              <table className="results-table">
                <thead>
                  <tr>
                    <th scope="col">Prize</th>
                    <th scope="col">Ticket</th>
                  </tr>
                </thead>
                <tbody>
                  {v.winners.map((n, i) => (
                    <tr key={v.prizeSlots[i]?.slot ?? i}>
                      <td>{v.prizeSlots[i]?.name}</td>
                      <td>{formatRaffleTicketNumber(n)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
        <section className="card" aria-labelledby="algorithm-heading">
          <h2 id="algorithm-heading" className="results-section-title">
            Algorithm ({v.algorithm})
          </h2>
          <p>{v.algorithmDescription}</p>
          <p>
            All of this draw's public data: <a href={dataUrl}>{dataUrl}</a>. Check it with the shop's open script:{' '}
            <code className="verify-hex">npm run verify-raffle -- {dataUrl}</code>
          </p>
        </section>
        <p>
          <Link to={`${base}/results`}>All {offer.name} results</Link>
        </p>
      </div>
    </>
  );
}
