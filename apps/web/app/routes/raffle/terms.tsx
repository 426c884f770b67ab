import { data, Link } from 'react-router';
import { gameTypeLabel, offerUrl, PageBand } from '../../features/catalogue';
import { drawNoParam, loadCauseChoices, loadOfferOr404, loadRaffleDraw } from '../../features/catalogue/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { useSellsRecurring } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import type { Route } from './+types/terms';

export const handle = { fullBleed: true };

/**
 * /:productOfferKey/terms-and-conditions[/:drawNo][?preview=true]: the terms of an offer's draw,
 * built from the draw's own facts (docs/decisions/045).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { offer, subVariant } = await loadOfferOr404(request, context, params.productOfferKey);
  const drawNo = params.drawNo === undefined ? undefined : drawNoParam(params.drawNo);
  const [view, causes] = await Promise.all([
    loadRaffleDraw(request, context, offer, drawNo),
    loadCauseChoices(request, context, offer),
  ]);
  return data(
    {
      offer,
      base: offerUrl(offer, subVariant),
      draw: view?.draw ?? null,
      prizes: offer.type === 'raffle_ticket' ? (view?.prizes ?? []) : [],
      causes,
      preview: new URL(request.url).searchParams.get('preview') === 'true',
    },
    { headers: apiSession(request, context).headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const tags = [{ title: pageTitle(`${data.offer.name} terms and conditions`, matches) }];
  return data.preview ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
}

export default function Terms({ loaderData, matches }: Route.ComponentProps) {
  const recurring = useSellsRecurring();
  const { offer, base, draw, prizes, causes, preview } = loaderData;
  const l = useLocale();
  const root = matches.find((m) => m?.id === 'root')?.data as
    | { siteConfig?: { siteName: string; minRegistrationAge: number; supportNumber: string } }
    | undefined;
  const siteName = root?.siteConfig?.siteName ?? 'Drawline';
  const minAge = root?.siteConfig?.minRegistrationAge ?? 18;
  const raffle = offer.type === 'raffle_ticket';
  return (
    <>
      <PageBand
        kicker={offer.name}
        title="Terms and conditions"
        lead={draw ? `${raffle ? 'Draw' : 'From draw'} ${draw.drawNo}, drawn ${l.date(draw.drawDate)}` : undefined}
      />
      <div className="container listing">
        {preview ? (
          <p className="raffle-notice" role="note">
            Preview: these terms are shown before publication and may still change.
          </p>
        ) : null}
        <div className="prose">
          <h2>1. The draw</h2>
          {draw ? (
            <p>
              {offer.name} draw {draw.drawNo} is drawn on {l.drawDate(draw.drawDate)} AEST. Entries close{' '}
              {l.drawDate(draw.stopDate)} AEST. An entry bought after that time is for the next draw.
              {draw.ticketCap ? ` No more than ${l.count(draw.ticketCap)} tickets are sold.` : ''}
            </p>
          ) : (
            <p>The next {offer.name} draw has not been announced yet.</p>
          )}
          <h2>2. Who may enter</h2>
          <p>
            You must be {minAge} or older to buy an entry from {siteName}, and you must hold an account in your own
            name. Entries are bought for you in the official draw; your tickets are kept in your account.
          </p>
          <h2>3. Entries and prices</h2>
          <ul>
            {offer.gameTypes.flatMap((t) =>
              t.gameOffers.map((g) => (
                <li key={`${t.key}/${g.key}`}>
                  {gameTypeLabel(t.key, offer.type)}
                  {t.gameOffers.length > 1 ? ` (${g.key.replace(/_/g, ' ')})` : ''}:{' '}
                  {g.prices
                    .slice(0, 4)
                    .map((p) => `${p.numGames} for ${l.money(p.price)}`)
                    .join(', ')}
                  {g.prices.length > 4 ? ' and more' : ''}
                </li>
              )),
            )}
          </ul>
          {raffle ? (
            <>
              <h2>4. Prizes</h2>
              {prizes.length > 0 ? (
                <ul>
                  {prizes.map((p) => (
                    <li key={p.id}>
                      {p.quantity > 1 ? `${p.quantity} × ` : ''}
                      {p.name}, valued at {l.money(p.value)}
                      {p.type === 'early_bird' ? `, drawn ${l.drawDate(p.timestamp)} AEST` : ''}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>The prizes of this draw will be published before tickets go on sale.</p>
              )}
              <h2>5. Free entry by post</h2>
              <p>
                You may enter without buying a ticket.{' '}
                <Link to={`${base}/buy?free-postal-entry`}>How to enter by post</Link>
              </p>
            </>
          ) : (
            <>
              <h2>4. Prizes</h2>
              <p>
                Prizes are paid by division, as published with each draw&apos;s results. Winnings are paid into your
                account. <Link to={`${base}/results`}>See the latest results</Link>
              </p>
            </>
          )}
          {causes.length > 0 ? (
            <>
              <h2>{raffle ? 6 : 5}. Causes</h2>
              <p>The money raised supports {causes.map((c) => c.name).join(', ')}.</p>
            </>
          ) : null}
          {offer.recurringPurchaseInformation && recurring ? (
            <>
              <h2>Recurring purchases</h2>
              <p>{offer.recurringPurchaseInformation}</p>
            </>
          ) : null}
          <p>
            <Link to="/about/terms-and-conditions">Read the general terms and conditions of {siteName}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
