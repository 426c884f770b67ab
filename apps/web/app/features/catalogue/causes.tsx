import type { Cause } from '@drawline/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/button';

/** A cause in a grid: who it helps, the charity, and where to read more. */
export function CauseCard({ cause, headingLevel = 2 }: { cause: Cause; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li>
      <article className="cause-card" aria-labelledby={`cause-${cause.key}`}>
        {cause.logoImage ? <img className="cause-logo" src={cause.logoImage} alt="" /> : null}
        <Heading id={`cause-${cause.key}`}>{cause.name}</Heading>
        <p className="cause-card-charity">{cause.charityName}</p>
        <p>{cause.summary}</p>
        <ButtonLink to={`/causes/${cause.urlSlug}`} variant="secondary" size="small" aria-label={`About ${cause.name}`}>
          About this cause
        </ButtonLink>
      </article>
    </li>
  );
}

export function CauseGrid({ causes, headingLevel }: { causes: Cause[]; headingLevel?: 2 | 3 }) {
  if (causes.length === 0) return <p className="empty-state">There are no causes to show right now.</p>;
  return (
    <ul className="cause-grid">
      {causes.map((c) => (
        <CauseCard key={c.key} cause={c} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

/** A cause in full, for its own page and the offer's support page. */
export function CauseDetail({ cause }: { cause: Cause }) {
  return (
    <div className="prose">
      <p className="band-lead-dark">{cause.summary}</p>
      <p>{cause.description}</p>
      <p>
        Run by <strong>{cause.charityName}</strong>
        {cause.websiteUrl ? (
          <>
            {' · '}
            <a href={cause.websiteUrl} rel="noopener noreferrer" target="_blank">
              Visit their website<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
      <p>
        <Link to="/causes">See every cause</Link>
      </p>
    </div>
  );
}
