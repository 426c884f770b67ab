import { Link } from 'react-router';
import { pageTitle, useSiteName } from '../../features/shell';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/terms-of-use';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Terms of use', matches) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.termsOfUse);
  return null;
}

export default function TermsOfUse() {
  const siteName = useSiteName();
  return (
    <>
      <h1>Terms of use</h1>
      <p>These terms cover your use of the {siteName} website, whether or not you have an account.</p>
      <h2>Using the site</h2>
      <ul>
        <li>Use the site only for lawful purposes and only for yourself.</li>
        <li>Do not try to break, overload or get around the security of the site.</li>
        <li>Do not copy or reuse our content, results data or design without permission.</li>
      </ul>
      <h2>Information on the site</h2>
      <p>
        We take care to keep jackpots, draw times and results accurate, but official results are those published by the
        lottery operator. If they differ, the official results apply.
      </p>
      <h2>Links to other sites</h2>
      <p>We link to other sites, such as support services. We are not responsible for their content.</p>
      <h2>Buying tickets</h2>
      <p>
        Purchases are covered by our <Link to="/about/terms-and-conditions">terms and conditions</Link> and your
        information by our <Link to="/about/privacy">privacy policy</Link>.
      </p>
    </>
  );
}
