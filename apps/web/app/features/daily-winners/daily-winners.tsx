import {
  ACTIVITY_ENTRIES_CAP,
  type CustomerMembership,
  type GiveawayDraw,
  type MembershipConfig,
  type MembershipEntry,
} from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { PageLink, useCapabilities } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Button, ButtonLink } from '../../ui/button';
import { Pagination } from '../../ui/pagination';
import { Picture } from '../../ui/picture';
import type { GiveawayListPage, MembershipActionData } from './daily-winners.server';
import './daily-winners.css';

const typeNames: Record<GiveawayDraw['type'], string> = {
  daily: 'Daily giveaway',
  major: 'Major giveaway',
  monthly: 'Monthly giveaway',
  preview: 'Preview giveaway',
  special: 'Special giveaway',
};

const entryWords: Record<MembershipEntry['entryStatus'], string> = {
  guaranteed: 'You are in the draw',
  unlocked: 'Unlocked: you are in the draw',
  locked: 'Locked: unlock it to go in the draw',
};

/** What a form did, in the page's live region. */
export function MembershipStatusRegion({ result }: { result: MembershipActionData | undefined }) {
  return (
    <div role="status" aria-live="polite" className="dw-status">
      {result ? <p className={`notice ${result.ok ? 'notice--success' : 'notice--error'}`}>{result.said}</p> : null}
    </div>
  );
}

function UnlockForm({ drawId, title }: { drawId: string; title: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('drawId') === drawId;
  return (
    <Form method="post" className="dw-unlock">
      <input type="hidden" name="intent" value="unlock" />
      <input type="hidden" name="drawId" value={drawId} />
      <Button type="submit" variant="gold" size="small" loading={busy} aria-label={`Unlock my entry in ${title}`}>
        {busy ? 'Unlocking…' : 'Unlock my entry'}
      </Button>
    </Form>
  );
}

/** One giveaway as a card: its picture, type, prize, close (or winners) and the member's entry. */
export function GiveawayCard({
  giveaway: g,
  entry,
  headingLevel = 3,
}: {
  giveaway: GiveawayDraw;
  entry?: MembershipEntry | null;
  headingLevel?: 2 | 3;
}) {
  const l = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const drawn = g.status === 'drawn';
  return (
    <article className="dw-card card">
      <Picture
        src={g.images.mobile || null}
        alt=""
        width={480}
        height={320}
        sizes="(min-width: 64em) 22rem, (min-width: 40em) 45vw, 100vw"
        className="dw-card-picture"
      />
      <div className="dw-card-body">
        <p className="dw-kicker">
          {typeNames[g.type]} {g.number}
        </p>
        <Heading className="dw-card-title">
          <Link to={g.details.url}>{g.title}</Link>
        </Heading>
        {g.pill ? <p className="dw-pill">{g.pill}</p> : null}
        {g.description ? <p>{g.description}</p> : null}
        <p className="dw-close">
          {g.status === 'open' ? 'Closes' : 'Closed'} <time dateTime={g.close}>{l.drawDate(g.close)} AEST</time>
        </p>
        {drawn && g.winners.length > 0 ? (
          <p className="dw-winners">
            Won by {g.winners.map((w) => `${w.winnerName} (entry ${w.entryNumber})`).join(', ')}
          </p>
        ) : null}
        {entry ? (
          <p className={`dw-entry dw-entry--${entry.entryStatus}`}>
            {entryWords[entry.entryStatus]}
            {entry.entryStatus === 'locked' ? '' : `: ${entry.numberOfEntriesText}`}
          </p>
        ) : null}
        {entry?.entryStatus === 'locked' && g.status === 'open' ? (
          <>
            {g.lockedContent ? <p className="dw-locked">{g.lockedContent}</p> : null}
            <UnlockForm drawId={g.id} title={g.title} />
          </>
        ) : null}
      </div>
    </article>
  );
}

export function GiveawayGrid({
  giveaways,
  entries,
  empty,
}: {
  giveaways: readonly GiveawayDraw[];
  entries?: readonly MembershipEntry[];
  empty: string;
}) {
  if (giveaways.length === 0) return <p className="card">{empty}</p>;
  return (
    <ul className="card-grid">
      {giveaways.map((g) => (
        <li key={g.id}>
          <GiveawayCard giveaway={g} entry={entries?.find((e) => e.drawId === g.id) ?? null} />
        </li>
      ))}
    </ul>
  );
}

const ineligibleWords: Record<string, string> = {
  self_excluded: 'You are taking a break from play, so you cannot join or take part until it ends.',
  age: 'Members must be 18 or over.',
  pricing: 'Daily Winners is not offered to your account.',
  segment: 'Daily Winners is not offered to your account.',
};

/** Opens the member's benefits: a new single-use link, followed at once (decision 526). */
function BenefitsForm() {
  const navigation = useNavigation();
  const opening = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'benefits';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="benefits" />
      <Button type="submit" variant="secondary" size="small" loading={opening}>
        {opening ? 'Opening…' : 'See my benefits'}
      </Button>
    </Form>
  );
}

/** The customer's place in the program: join, make the first deposit, or their entries. */
export function MembershipPanel({ config, membership }: { config: MembershipConfig; membership: CustomerMembership }) {
  const navigation = useNavigation();
  const caps = useCapabilities();
  const joining = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'join';
  if (membership.eligibility === 'ineligible') {
    return (
      <section className="dw-panel card" aria-labelledby="dw-panel-heading">
        <h2 id="dw-panel-heading">{config.optIn.title}</h2>
        <p className="notice notice--warning">
          {ineligibleWords[membership.ineligibleReason ?? ''] ?? 'You cannot join the program.'}
        </p>
      </section>
    );
  }
  if (membership.membershipStatus === 'non-member') {
    return (
      <section className="dw-panel card" aria-labelledby="dw-panel-heading">
        <h2 id="dw-panel-heading">{config.optIn.title}</h2>
        <p>{config.optIn.text}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="join" />
          <Button type="submit" variant="primary" loading={joining}>
            {joining ? 'Joining…' : config.joinAll.text}
          </Button>
        </Form>
      </section>
    );
  }
  if (membership.membershipStatus === 'pending-deposit') {
    return (
      <section className="dw-panel card" aria-labelledby="dw-panel-heading">
        <h2 id="dw-panel-heading">One step left</h2>
        <p>{config.deposit.text}</p>
        <ButtonLink to="/daily-winners/deposit" variant="primary">
          Make my first deposit
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className="dw-panel card" aria-labelledby="dw-panel-heading">
      <h2 id="dw-panel-heading">{config.manageMembership.title}</h2>
      <p>
        You are a {membership.membershipTier === 'premium' ? 'premium' : 'free'} member with{' '}
        <strong data-testid="dw-total-entries">
          {membership.totalEntries} {membership.totalEntries === 1 ? 'entry' : 'entries'}
        </strong>{' '}
        in the open giveaways.
      </p>
      {caps.has('membership_accumulated_entries') ? (
        <p>Each entry you buy while a giveaway is open adds one more entry in it, up to {ACTIVITY_ENTRIES_CAP}.</p>
      ) : null}
      <div className="dw-panel-actions">
        <PageLink route="/my-account/current-giveaways/:page?">See my entries</PageLink>
        <BenefitsForm />
      </div>
    </section>
  );
}

/** A list page of giveaways, nine a page, with its page links. */
export function GiveawayListSection({
  list,
  entries,
  empty,
  href,
  label,
}: {
  list: GiveawayListPage;
  entries?: readonly MembershipEntry[];
  empty: string;
  href: (page: number) => string;
  label: string;
}) {
  return (
    <>
      <GiveawayGrid giveaways={list.items} entries={entries} empty={empty} />
      <Pagination page={list.page} pages={list.pages} href={href} label={label} />
    </>
  );
}
