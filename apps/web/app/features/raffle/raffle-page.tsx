import { Link } from 'react-router';
import { useLocale } from '../../lib/locale';
import { Picture } from '../../ui/picture';
import { drawTitle } from '../play';
import { BuyPanel } from './raffle-buy-panel';
import { isPurchasable, type RafflePageProps } from './raffle-draw';
import { PostalEntry, Prizes, Winners } from './raffle-prizes';
import './raffle.css';

export function RafflePage(props: RafflePageProps) {
  const { offer, draw, prizes, winners, mode, links } = props;
  const l = useLocale();
  const main = prizes.find((p) => p.type === 'main');
  const headline = draw?.drawData.value ?? main?.value ?? draw?.prizePool ?? null;
  return (
    <div className="raffle">
      <header className="raffle-hero on-brand">
        <div className="container raffle-hero-inner">
          <div>
            <p className="play-hero-kicker">
              {offer.name}
              {draw ? ` · Draw ${draw.drawNo}` : ''}
            </p>
            <h1 className="raffle-hero-title">
              {mode === 'postal' ? 'Free postal entry: ' : mode === 'buy' ? 'Buy tickets: ' : ''}
              {drawTitle(offer, draw)}
            </h1>
            {headline ? (
              <p className="raffle-hero-value">
                <span className="raffle-hero-value-label">
                  {draw?.drawData.value ? 'Total prize value' : 'Prize value'}{' '}
                </span>
                {l.jackpotAmount(headline)}
              </p>
            ) : null}
            {draw ? (
              <p className="play-hero-draw">
                {draw.purchaseStatus === 'past_draw' ? 'Drawn' : 'Draw on'} {l.drawDate(draw.drawDate)} AEST
                {isPurchasable(draw.purchaseStatus) ? ` · Tickets close ${l.drawDate(draw.stopDate)} AEST` : ''}
              </p>
            ) : null}
          </div>
          {/* The first thing seen: fetched at once. */}
          <Picture
            className="raffle-hero-image"
            src={draw?.drawData.featureImage ?? null}
            alt={`Main prize: ${main?.name ?? drawTitle(offer, draw)}`}
            width={480}
            height={320}
            sizes="(min-width: 64em) 24rem, 100vw"
            priority
          />
        </div>
      </header>
      <div className="container play-layout">
        <div className="play-main">
          {mode === 'postal' && draw ? <PostalEntry offer={offer} draw={draw} links={links} /> : null}
          {mode === 'draw' ? (
            <>
              {offer.description ? <p className="raffle-lead">{offer.description}</p> : null}
              {winners.length > 0 ? <Winners winners={winners} /> : null}
              <Prizes prizes={prizes} draw={draw} winners={winners} />
            </>
          ) : null}
          {mode === 'buy' && main ? (
            <section className="card" aria-labelledby="main-prize-heading">
              <h2 id="main-prize-heading" className="play-section-title">
                {main.name}
              </h2>
              <p>{main.description}</p>
              <p className="prize-value">{l.jackpotAmount(main.value)}</p>
              <Link to={links.draw}>See every prize in this draw</Link>
            </section>
          ) : null}
          {links.otherDraws.length > 0 ? (
            <nav className="card raffle-draws" aria-labelledby="other-draws-heading">
              <h2 id="other-draws-heading" className="play-section-title">
                Other draws
              </h2>
              <ul>
                {links.otherDraws.map((d) => (
                  <li key={d.drawNo}>
                    <Link to={d.href}>
                      Draw {d.drawNo}, drawn {l.date(d.drawDate)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        {mode === 'postal' ? null : <BuyPanel {...props} />}
      </div>
    </div>
  );
}
