import { NativeAppPage, StoreBadge, useStoreLinks } from '../../features/native-app';
import { pageTitle } from '../../features/shell';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/install';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Install the Android app', matches) }];
}

/** /app/android/install (1-platform.md §2; decision 481): the install steps, only with native_app. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.nativeApp);
  return null;
}

export default function InstallPage() {
  const links = useStoreLinks();
  return (
    <NativeAppPage title="Install the Android app" lead="Four steps, a minute or two.">
      <ol className="native-app__steps">
        <li>Open the Google Play link below on your phone.</li>
        <li>Tap Install and wait for the download to finish.</li>
        <li>Open the app and sign in with your account, or create one.</li>
        <li>Allow notifications if you want to hear about your results.</li>
      </ol>
      {links ? (
        <div className="native-app__badges">
          <StoreBadge store="android" href={links.android} />
        </div>
      ) : null}
      <p>
        <a href="/app">Back to the app page</a>
      </p>
    </NativeAppPage>
  );
}
