import type { Draw, ProductOffer, RafflePrize, RaffleWinner } from '@drawline/contracts';
import { Link } from 'react-router';
import { clock } from '../../lib/clock';
import { useLocale } from '../../lib/locale';
import { Picture } from '../../ui/picture';
import { drawTitle } from '../play';
import { prizeResult } from './prize-result';
import type { RaffleLinks } from './raffle-draw';

const prizeTypeLabels: Record<RafflePrize['type'], string> = {
  main: 'Main prize',
  secondary: 'Prize',
  early_bird: 'Early bird prize',
  bonus: 'Bonus prize',
};

export function Prizes({
  prizes,
  draw,
  winners,
}: {
  prizes: RafflePrize[];
  draw: Draw | null;
  winners: RaffleWinner[];
}) {
  const l = useLocale();
  return (
    <section aria-labelledby="prizes-heading">
      <h2 id="prizes-heading" className="play-section-title">
        Prizes
      </h2>
      {prizes.length === 0 ? (
        <p>The prizes for this draw will be announced soon.</p>
      ) : (
        <ol className="prize-list">
          {prizes.map((p) => (
            <li key={p.id} className={`prize prize--${p.type}`}>
              {/* Beside its name: empty unless an editor said what the picture shows (decision 499). */}
              <Picture
                className="prize-image"
                src={p.image}
                alt={p.imageAlt ?? ''}
                width={480}
                height={320}
                sizes="(min-width: 64em) 40rem, 100vw"
              />
              <div className="prize-body">
                <p className="prize-type">
                  {prizeTypeLabels[p.type]}
                  {p.quantity > 1 ? ` · ${p.quantity} to be won` : ''}
                </p>
                <h3 className="prize-name">{p.name}</h3>
                {p.description ? <p className="prize-description">{p.description}</p> : null}
                <PrizeWhen prize={p} draw={draw} winners={winners} />
              </div>
              <p className="prize-value">
                <span className="visually-hidden">Value </span>
                {l.jackpotAmount(p.value)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** When a prize is drawn, or who won it: a prize whose time has passed always says where it stands. */
function PrizeWhen({ prize, draw, winners }: { prize: RafflePrize; draw: Draw | null; winners: RaffleWinner[] }) {
  const l = useLocale();
  const result = prizeResult(prize, draw, winners, clock.now());
  switch (result.kind) {
    case 'upcoming':
      // Only an early bird's time differs from the draw's, shown at the top of the page.
      return prize.type === 'early_bird' ? (
        <p className="prize-when">Drawn {l.drawDate(prize.timestamp)} AEST</p>
      ) : null;
    case 'won': {
      const [first] = result.winners;
      return (
        <p className="prize-when">
          {result.winners.length === 1 && first
            ? `Won by ${first.winnerName}, ${first.location} (ticket ${first.ticketNumber})`
            : `Won: ${result.winners.length} winners, listed under Winners`}
        </p>
      );
    }
    case 'being_drawn':
      return <p className="prize-when">Being drawn now</p>;
    case 'result_coming':
      return <p className="prize-when">Result coming soon</p>;
    case 'not_won':
      return <p className="prize-when">Not won in this draw</p>;
  }
}

export function Winners({ winners }: { winners: RaffleWinner[] }) {
  const l = useLocale();
  return (
    <section className="card" aria-labelledby="winners-heading">
      <h2 id="winners-heading" className="play-section-title">
        Winners
      </h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Prize</th>
            <th scope="col">Winner</th>
            <th scope="col">Ticket</th>
          </tr>
        </thead>
        <tbody>
          {winners.map((w) => (
            <tr key={w.id}>
              <td>
                {w.prizeName} <span className="muted">({l.money(w.value)})</span>
              </td>
              <td>
                {w.winnerName}, {w.location}
              </td>
              <td>{w.ticketNumber}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function PostalEntry({ offer, draw, links }: { offer: ProductOffer; draw: Draw; links: RaffleLinks }) {
  const l = useLocale();
  return (
    <section className="card" aria-labelledby="postal-heading">
      <h2 id="postal-heading" className="play-section-title">
        Enter by post, free of charge
      </h2>
      <p>
        You can enter {drawTitle(offer, draw)} without buying a ticket. A postal entry has the same chance of winning as
        a ticket bought online.
      </p>
      <ol className="postal-steps">
        <li>
          Write your full name, home address, phone number and email address on a plain piece of paper, with the words “
          {offer.name} draw {draw.drawNo}”.
        </li>
        <li>
          Send one entry per envelope, with the correct postage, to the address given in the terms and conditions.
        </li>
        <li>Your entry must arrive before tickets close on {l.drawDate(draw.stopDate)} AEST.</li>
      </ol>
      <p>
        <Link to={links.terms}>Read the terms and conditions of this draw</Link>
      </p>
      <p>
        <Link to={links.buy}>Buy tickets online instead</Link>
      </p>
    </section>
  );
}
