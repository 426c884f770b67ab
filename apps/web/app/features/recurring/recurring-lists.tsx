import type { Autoplay, RecurringPurchase, Subscription } from '@drawline/contracts';
import { pathTo } from '../../lib/capabilities';
import { Pagination } from '../../ui/pagination';
import { type ListPage, pagePath, ShopLink } from '../orders';
import type { OfferSummary } from './recurring.server';
import { AutoplayFacts, RecurringCard, SubscriptionFacts, subscriptionName } from './recurring-parts';

type Offers = Record<string, OfferSummary>;

function Empty({ children }: { children: string }) {
  return (
    <div className="card orders-empty">
      <p>{children}</p>
      <ShopLink className="button button--primary">Buy lotto tickets</ShopLink>
    </div>
  );
}

function Facts({ purchase }: { purchase: RecurringPurchase }) {
  return purchase.type === 'autoplay' ? (
    <AutoplayFacts autoplay={purchase} />
  ) : (
    <SubscriptionFacts subscription={purchase} />
  );
}

function List<T extends RecurringPurchase>({
  list,
  offers,
  base,
  label,
}: {
  list: ListPage<T>;
  offers: Offers;
  base: string;
  label: string;
}) {
  return (
    <>
      <ul
        className="recurring-list"
        aria-label={list.pages > 1 ? `${label}, page ${list.page} of ${list.pages}` : label}
      >
        {list.items.map((p) => (
          <RecurringCard
            key={p.autoplayId}
            purchase={p}
            offerName={
              p.type === 'subscription'
                ? subscriptionName(p, offers[p.productOfferKey]?.name)
                : (offers[p.productOfferKey]?.name ?? p.productOfferKey)
            }
          >
            <Facts purchase={p} />
          </RecurringCard>
        ))}
      </ul>
      <Pagination page={list.page} pages={list.pages} href={(n) => pagePath(base, n)} label={`Pages of ${label}`} />
    </>
  );
}

/** /my-account/autoplay[/:page]: each autoplay with its status; its name opens it. */
export function AutoplayList({ list, offers }: { list: ListPage<Autoplay>; offers: Offers }) {
  if (list.total === 0) return <Empty>You have no AutoPlay. Choose AutoPlay when you buy a lotto ticket.</Empty>;
  return <List list={list} offers={offers} base={pathTo('/my-account/autoplay/:page?')} label="AutoPlay" />;
}

/** /my-account/subscriptions[/:page]. */
export function SubscriptionList({ list, offers }: { list: ListPage<Subscription>; offers: Offers }) {
  if (list.total === 0) return <Empty>You have no subscriptions.</Empty>;
  return <List list={list} offers={offers} base={pathTo('/my-account/subscriptions/:page?')} label="subscriptions" />;
}

/** /my-account/recurring-purchases[/:page]: autoplays and subscriptions together. */
export function RecurringPurchaseList({ list, offers }: { list: ListPage<RecurringPurchase>; offers: Offers }) {
  if (list.total === 0) return <Empty>You have no recurring purchases.</Empty>;
  return (
    <List
      list={list}
      offers={offers}
      base={pathTo('/my-account/recurring-purchases/:page?')}
      label="recurring purchases"
    />
  );
}
