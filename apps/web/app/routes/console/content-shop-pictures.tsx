import { ConsoleErrorBoundary, ShopPicturesPage } from '../../features/console';
import { loadConsoleShopPictures } from '../../features/console/index.server';
import type { Route } from './+types/content-shop-pictures';

export function meta() {
  return [{ title: 'Shop pictures | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleShopPictures(request, context);
}

export default function ConsoleShopPictures({ loaderData }: Route.ComponentProps) {
  return <ShopPicturesPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
