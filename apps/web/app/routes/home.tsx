import { jackpotText, type ProductOffersAnswer } from '@drawline/contracts';
import { createApi } from '../lib/api';
import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'Drawline | Lotto, charity raffles and syndicates online' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const api = createApi(context.apiFetch);
  const answer = await api<ProductOffersAnswer>('/pricing/default/product_offers', { version: '3.9' });
  return { offers: answer.result?.offers ?? [] };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Play today</h1>
      <ul>
        {loaderData.offers.map((o) => (
          <li key={o.key}>
            <a href={`/${o.url}`}>{o.name}</a>{' '}
            {jackpotText(o.draws[0]?.prizePool, {
              isPrizePoolUnknown: o.draws[0]?.isPrizePoolUnknown,
              prizePoolSuffix: o.draws[0]?.prizePoolSuffix,
            })}
          </li>
        ))}
      </ul>
    </main>
  );
}
