/**
 * /:productOfferKey/subscription (2-shopping.md §2; issue 25; docs/decisions/368): an offer's
 * subscription page. Open only where the offer sells a deferred game and the server gives out the
 * subscription pages' capabilities (withheld while the recurring switch is off, decision 353);
 * anything else is the 404 page. The page's form goes to the cart page's action as any entry does.
 */
import { defaultGameOffer, type SubscriptionFrequency } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import {
  loadCapabilities,
  loadCauseChoices,
  loadOfferOr404,
  notFound,
  sellsSubscription,
} from '../catalogue/index.server';

/** The calendar PDF of an offer (1-platform.md §2), served by the platform (decision 369). */
export const calendarPath = (offerKey: string) => `/public/pdf/subscription/${offerKey}-calendar.pdf`;

export async function loadSubscribePage(
  request: Request,
  context: AppLoadContext,
  productOfferKey: string | undefined,
) {
  const [{ offer }, have] = await Promise.all([
    loadOfferOr404(request, context, productOfferKey),
    loadCapabilities(request, context),
  ]);
  if (!sellsSubscription(offer, have)) throw notFound();
  const deferred = offer.gameTypes.find((g) => g.key === 'deferred');
  const gameOffer = deferred && (defaultGameOffer(deferred.gameOffers) ?? deferred.gameOffers[0]);
  if (!gameOffer || gameOffer.prices.length === 0) throw notFound();
  const causes = await loadCauseChoices(request, context, offer);
  const first = offer.draws[0] ?? null;
  return data(
    {
      offer: {
        key: offer.key,
        name: offer.name,
        information: offer.recurringPurchaseInformation ?? null,
      },
      gameOffer: { key: gameOffer.key, prices: gameOffer.prices },
      causes,
      firstDraw: first ? { drawNo: first.drawNo, drawDate: first.drawDate } : null,
      frequency: 'monthly' satisfies SubscriptionFrequency as SubscriptionFrequency,
      calendar: calendarPath(offer.key),
    },
    { headers: apiSession(request, context).headers() },
  );
}
