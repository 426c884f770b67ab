import { ConsoleErrorBoundary, ShopPicturePage } from '../../features/console';
import { consoleShopPictureAction, loadConsoleShopPicture } from '../../features/console/index.server';
import type { Route } from './+types/content-shop-picture';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.picture.name ?? 'Picture'} | Drawline console` }];
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleShopPicture(request, context, params);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return consoleShopPictureAction(request, context, params);
}

export default function ConsoleShopPicture({ loaderData, actionData }: Route.ComponentProps) {
  return <ShopPicturePage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
