import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { GiveawayGrid, MembershipPanel, MembershipStatusRegion } from '../../features/daily-winners';
import { loadProgram, membershipAction } from '../../features/daily-winners/index.server';
import { pageTitle } from '../../features/shell';
import { PageLink, routeNeeds, useCapabilities } from '../../lib/capabilities';
import type { Route } from './+types/program';

export const handle = { fullBleed: true };

/** /daily-winners: the membership program, joining it, and its open giveaways (issue 27). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProgram(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return membershipAction(request, context, routeNeeds.dailyWinners);
}

/** A refused join or unlock still reads the page again: the refusal may mean the membership moved (joined in another tab). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Daily Winners', matches) }];
}

export default function DailyWinnersPage({ loaderData, actionData }: Route.ComponentProps) {
  const caps = useCapabilities();
  if (!loaderData.signedIn) {
    return (
      <>
        <div className="dw-band">
          <div className="container">
            <h1>Daily Winners</h1>
            <p>A giveaway every day, free for members: sign in or create an account to join.</p>
          </div>
        </div>
        <div className="container dw-page">
          <section className="card dw-visitor" aria-labelledby="dw-how">
            <h2 id="dw-how">How it works</h2>
            <ol className="dw-steps">
              <li>Create a Drawline account: it is free.</li>
              <li>Join Daily Winners from this page: the free tier costs nothing.</li>
              <li>
                Make your first deposit: from then on you are entered in every daily giveaway, and you can unlock a
                monthly one.
              </li>
              <li>
                Each giveaway is drawn from a seed fixed before its entries close, so anyone can check it afterwards.
              </li>
            </ol>
            <div className="dw-visitor-actions">
              <PageLink route="/register" className="button button--primary">
                Create an account
              </PageLink>
              <Link to="/login?redirect=%2Fdaily-winners" className="button button--secondary">
                Sign in
              </Link>
            </div>
          </section>
        </div>
      </>
    );
  }
  const { config, membership } = loaderData;
  const entries = membership.membershipEntries;
  return (
    <>
      <div className="dw-band">
        <div className="container">
          <h1>{config.programName}</h1>
          <p>{config.titleContent}</p>
        </div>
      </div>
      <div className="container dw-page">
        <MembershipStatusRegion result={actionData} />
        <MembershipPanel config={config} membership={membership} />
        <section className="dw-section" aria-labelledby="dw-daily">
          <h2 id="dw-daily">Daily giveaways</h2>
          <GiveawayGrid giveaways={config.dailyGiveaways} entries={entries} empty="No daily giveaway is open now." />
        </section>
        <section className="dw-section" aria-labelledby="dw-monthly">
          <h2 id="dw-monthly">Monthly giveaways</h2>
          <GiveawayGrid
            giveaways={config.monthlyGiveaways}
            entries={entries}
            empty="No monthly giveaway is open now."
          />
        </section>
        {config.specialGiveaways.length > 0 ? (
          <section className="dw-section" aria-labelledby="dw-special">
            <h2 id="dw-special">Special giveaways</h2>
            <GiveawayGrid giveaways={config.specialGiveaways} entries={entries} empty="" />
          </section>
        ) : null}
        <section className="dw-section card" aria-labelledby="dw-faq">
          <h2 id="dw-faq">Questions</h2>
          <dl className="dw-faq">
            {config.FAQs.map((f) => (
              <div key={f.question}>
                <dt>{f.question}</dt>
                <dd>{f.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
        <ul className="dw-links">
          <li>
            <Link to="/daily-winners/winners">{config.pastWinners.title}</Link>
          </li>
          {caps.shows({ route: '/daily-winners/membership-tiers' }) ? (
            <li>
              <PageLink route="/daily-winners/membership-tiers">Membership tiers</PageLink>
            </li>
          ) : null}
        </ul>
        <p className="dw-close">{config.footer.disclaimerText}</p>
      </div>
    </>
  );
}
