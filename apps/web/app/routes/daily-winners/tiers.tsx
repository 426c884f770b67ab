import { loadTiers } from '../../features/daily-winners/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/tiers';

export const handle = { fullBleed: true };

/** /daily-winners/membership-tiers: what each tier gives (issue 27; behind membership purchase). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTiers(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Daily Winners: membership tiers', matches) }];
}

const typeOrder = ['daily', 'major', 'monthly', 'preview', 'special'] as const;

export default function TiersPage({ loaderData: { config } }: Route.ComponentProps) {
  return (
    <>
      <div className="dw-band">
        <div className="container">
          <h1>Membership tiers</h1>
          <p>{config.titleContent}</p>
        </div>
      </div>
      <div className="container dw-page">
        <div className="dw-tiers">
          {config.membershipTiers.map((t) => (
            <section key={t.key} className="card" aria-labelledby={`tier-${t.key}`}>
              <h2 id={`tier-${t.key}`}>{t.name}</h2>
              <p>{t.description}</p>
              <ul>
                {typeOrder.map((type) => (
                  <li key={type}>
                    {t.entriesPerGiveaway[type] ?? 0} {(t.entriesPerGiveaway[type] ?? 0) === 1 ? 'entry' : 'entries'} in
                    each {type} giveaway
                  </li>
                ))}
              </ul>
              {t.available ? null : <p className="dw-close">{config.joinPremium.text}</p>}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
