import { NativeAppPage, StoreBadge, useStoreLinks } from '../../features/native-app';
import { pageTitle } from '../../features/shell';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/android';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('The Android app', matches) }];
}

/** /app/android (1-platform.md §2; decision 481): the Play store link, only with native_app. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.nativeApp);
  return null;
}

export default function AndroidPage() {
  const links = useStoreLinks();
  return (
    <NativeAppPage title="The Android app" lead="Download the app from Google Play.">
      {links ? (
        <div className="native-app__badges">
          <StoreBadge store="android" href={links.android} />
        </div>
      ) : null}
      <h2>What the app needs</h2>
      <ul className="native-app__points">
        <li>A phone running a recent version of Android</li>
        <li>An internet connection to buy tickets and see results</li>
        <li>Your permission for notifications, if you want to hear about results</li>
      </ul>
      <p>
        <a href="/app/android/install">How to install it</a>
      </p>
    </NativeAppPage>
  );
}
