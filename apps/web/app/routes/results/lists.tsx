import type { ResultCategory } from '@drawline/contracts';
import { data } from 'react-router';
import { loadPricingName } from '../../features/catalogue';
import { ResultList, ResultsBand, SubNav } from '../../features/results';
import { loadLatestResults, pageParam } from '../../features/results/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { Pagination } from '../../ui/pagination';
import type { Route } from './+types/lists';

export const handle = { fullBleed: true };

const lists: Record<'all' | ResultCategory, { base: string; title: string; empty: string }> = {
  all: { base: '/lotto-results', title: 'Lotto and raffle results', empty: 'There are no results yet.' },
  lotteries: { base: '/lotto-results/lotteries', title: 'Lotto results', empty: 'There are no lotto results yet.' },
  raffles: {
    base: '/lotto-results/raffles',
    title: 'Charity raffle results',
    empty: 'There are no raffle results yet.',
  },
};

/** /lotto-results[/lotteries or /raffles][/:page]: every result, newest first; the page floors at 1. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const category: ResultCategory | undefined = path.startsWith('/lotto-results/lotteries')
    ? 'lotteries'
    : path.startsWith('/lotto-results/raffles')
      ? 'raffles'
      : undefined;
  const session = apiSession(request, context);
  const pricingName = await loadPricingName(session.platform, request);
  const list = await loadLatestResults(session.platform, pricingName, category, pageParam(params.page));
  return data({ list: category ?? ('all' as const), ...list }, { headers: session.headers() });
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const page = data.page > 1 ? `, page ${data.page}` : '';
  return [{ title: pageTitle(`${lists[data.list].title}${page}`, matches) }];
}

export default function ResultsLists({ loaderData }: Route.ComponentProps) {
  const list = lists[loaderData.list];
  return (
    <>
      <ResultsBand kicker="Results" title={list.title}>
        <p>The winning numbers, prizes and winners of every draw, newest first.</p>
        <SubNav
          label="Results lists"
          links={[
            { to: lists.all.base, label: 'All results', end: true },
            { to: lists.lotteries.base, label: 'Lotto' },
            { to: lists.raffles.base, label: 'Charity raffles' },
          ]}
        />
      </ResultsBand>
      <div className="container results-page">
        <ResultList draws={loaderData.items} empty={list.empty} />
        <Pagination
          page={loaderData.page}
          pages={loaderData.pages}
          href={(p) => (p === 1 ? list.base : `${list.base}/${p}`)}
        />
      </div>
    </>
  );
}
