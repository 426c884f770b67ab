import type { ResultCategory } from '@drawline/contracts';
import { Pagination } from '../../ui/pagination';
import type { Paged } from './results.server';
import { ResultList, ResultsBand, SubNav } from './results-view';

type Draw = Parameters<typeof ResultList>[0]['draws'][number];

/** The results lists (/lotto-results, its lotteries and raffles): their addresses, titles and empty words. */
export const resultsLists: Record<'all' | ResultCategory, { base: string; title: string; empty: string }> = {
  all: { base: '/lotto-results', title: 'Lotto and raffle results', empty: 'There are no results yet.' },
  lotteries: { base: '/lotto-results/lotteries', title: 'Lotto results', empty: 'There are no lotto results yet.' },
  raffles: {
    base: '/lotto-results/raffles',
    title: 'Charity raffle results',
    empty: 'There are no raffle results yet.',
  },
};

/** A results list's page title, with its page number after the first. */
export function resultsListTitle(list: 'all' | ResultCategory, page: number): string {
  return `${resultsLists[list].title}${page > 1 ? `, page ${page}` : ''}`;
}

/**
 * One results list, newest first. `allBase` is where the list of every result answers: its own
 * path, or the path a content editor set for it (decision 483).
 */
export function ResultsListsPage({
  list: name,
  items,
  page,
  pages,
  allBase = resultsLists.all.base,
}: Paged<Draw> & { list: 'all' | ResultCategory; allBase?: string }) {
  const list = resultsLists[name];
  const base = name === 'all' ? allBase : list.base;
  return (
    <>
      <ResultsBand kicker="Results" title={list.title}>
        <p>The winning numbers, prizes and winners of every draw, newest first.</p>
        <SubNav
          label="Results lists"
          links={[
            { to: allBase, label: 'All results', end: true },
            { to: resultsLists.lotteries.base, label: 'Lotto' },
            { to: resultsLists.raffles.base, label: 'Charity raffles' },
          ]}
        />
      </ResultsBand>
      <div className="container results-page">
        <ResultList draws={items} empty={list.empty} />
        <Pagination page={page} pages={pages} href={(p) => (p === 1 ? base : `${list.base}/${p}`)} />
      </div>
    </>
  );
}
