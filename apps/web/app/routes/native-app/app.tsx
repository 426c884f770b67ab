import { NativeAppPage, StoreBadge, useStoreLinks } from '../../features/native-app';
import { pageTitle } from '../../features/shell';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/app';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Get the app', matches) }];
}

/** /app (1-platform.md §2; decision 481): only with native_app, which needs the configured store links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.nativeApp);
  return null;
}

export default function AppPage() {
  const links = useStoreLinks();
  return (
    <NativeAppPage title="Get the app" lead="Buy tickets, check your results and hear about wins on your phone.">
      <ul className="native-app__points">
        <li>Your tickets and results, the same account as on the website</li>
        <li>A notification when a draw you are in has a result</li>
        <li>Your favourite numbers ready in a tap</li>
      </ul>
      {links ? (
        <div className="native-app__badges">
          <StoreBadge store="ios" href={links.ios} />
          <StoreBadge store="android" href={links.android} />
        </div>
      ) : null}
      <p>
        On Android? <a href="/app/android">What the Android app needs</a>
      </p>
    </NativeAppPage>
  );
}
