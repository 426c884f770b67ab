import { AccountFrame, FavouriteNumbersForm } from '../../features/account';
import { favouriteNumbersAction, loadFavouriteNumbers } from '../../features/account/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/favourite-numbers';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Favourite numbers', matches) }];
}

/** /my-account/favourite-numbers: view and edit favourite numbers per lottery (docs/decisions/348). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFavouriteNumbers(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return favouriteNumbersAction(request, context);
}

export default function FavouriteNumbersPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountFrame title="Favourite numbers" lead="Keep your numbers for each lottery; the play pages offer them.">
      <FavouriteNumbersForm
        lotteries={loaderData.lotteries}
        favouriteNumbers={loaderData.favouriteNumbers}
        errors={actionData?.errors}
        values={actionData && !actionData.ok ? actionData.values : undefined}
        saved={actionData?.ok}
        // A new form after a save shows the saved lines.
        key={actionData?.ok ? JSON.stringify(loaderData.favouriteNumbers) : 'favourites'}
      />
    </AccountFrame>
  );
}
