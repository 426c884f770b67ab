import type { Cause } from '@drawline/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/button';
import { Picture } from '../../ui/picture';

/** A cause in a grid: who it helps, the charity, and where to read more. */
export function CauseCard({
  cause,
  headingLevel = 2,
  priority = false,
}: {
  cause: Cause;
  headingLevel?: 2 | 3;
  /** The first card's picture is fetched at once (it is in the first screen). */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li>
      <article className="cause-card" aria-labelledby={`cause-${cause.key}`}>
        {/* Decorative unless an editor said what it shows (decision 499): the name and summary say what the cause does. */}
        <Picture
          className="cause-picture"
          src={cause.image}
          alt={cause.imageAlt ?? ''}
          width={480}
          height={320}
          sizes="(min-width: 64em) 22rem, (min-width: 40em) 50vw, 100vw"
          priority={priority}
        />
        {cause.logoImage ? (
          <img className="cause-logo" src={cause.logoImage} width={64} height={64} alt="" loading="lazy" />
        ) : null}
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
    <ul className="card-grid">
      {causes.map((c, i) => (
        <CauseCard key={c.key} cause={c} headingLevel={headingLevel} priority={i === 0} />
      ))}
    </ul>
  );
}

/** A cause in full, for its own page and the offer's support page. */
export function CauseDetail({ cause }: { cause: Cause }) {
  return (
    <div className="prose">
      <Picture
        className="cause-picture"
        src={cause.image}
        alt={cause.imageAlt ?? ''}
        width={480}
        height={320}
        sizes="(min-width: 64em) 40rem, 100vw"
        priority
      />
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
