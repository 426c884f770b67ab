import { Link } from 'react-router';
import { loadBenefits } from '../../features/daily-winners/index.server';
import { pageTitle } from '../../features/shell';
import { PageLink } from '../../lib/capabilities';
import type { Route } from './+types/benefits';

export const handle = { fullBleed: true };

/** /daily-winners/benefits?token: what a member's benefits link (ssoUrl) opens, once (issue 27, decision 526). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBenefits(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Daily Winners: your benefits', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function BenefitsPage({ loaderData: { benefits, said } }: Route.ComponentProps) {
  return (
    <>
      <div className="dw-band">
        <div className="container">
          <h1>Your benefits</h1>
          <p>
            {benefits
              ? `What your ${benefits.tierName} membership of ${benefits.programName} gives you now.`
              : 'This link opens your benefits once, for five minutes.'}
          </p>
        </div>
      </div>
      <div className="container dw-page">
        {benefits ? (
          <section className="card dw-panel dw-benefits" aria-labelledby="dw-benefits-tier">
            <h2 id="dw-benefits-tier">{benefits.tierName} member</h2>
            <ul className="dw-benefit-list">
              {benefits.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </section>
        ) : (
          <div role="alert" className="notice notice--error dw-panel">
            {said}
          </div>
        )}
        <ul className="dw-links">
          <li>
            <Link to="/daily-winners">
              {benefits ? 'Back to Daily Winners' : 'Open my benefits again from Daily Winners'}
            </Link>
          </li>
          {benefits?.membershipTier === 'free' ? (
            <li>
              <PageLink route="/daily-winners/membership-tiers">Membership tiers</PageLink>
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}
