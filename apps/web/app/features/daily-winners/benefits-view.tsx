import type { Benefits } from '@drawline/contracts';
import { Link } from 'react-router';
import { PageLink } from '../../lib/capabilities';
import './daily-winners.css';

/** The benefits page's body (decision 526): what the member's tier gives, or why the link did not open. */
export function BenefitsView({ benefits, said }: { benefits: Benefits | null; said: string | null }) {
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
