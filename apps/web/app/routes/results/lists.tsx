import type { ResultCategory } from '@drawline/contracts';
import { ResultsListsPage, resultsListTitle } from '../../features/results';
import { pageParam, resultsListAnswer } from '../../features/results/index.server';
import { pageTitle, useRoutePath } from '../../features/shell';
import type { Route } from './+types/lists';

export const handle = { fullBleed: true };

/** /lotto-results[/lotteries or /raffles][/:page]: every result, newest first; the page floors at 1. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const category: ResultCategory | undefined = path.startsWith('/lotto-results/lotteries')
    ? 'lotteries'
    : path.startsWith('/lotto-results/raffles')
      ? 'raffles'
      : undefined;
  return resultsListAnswer(request, context, category, pageParam(params.page));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return data ? [{ title: pageTitle(resultsListTitle(data.list, data.page), matches) }] : [];
}

export default function ResultsLists({ loaderData }: Route.ComponentProps) {
  return <ResultsListsPage {...loaderData} allBase={useRoutePath('/lotto-results')} />;
}
