import type { CustomerMembership, MembershipConfig, Money } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { PageLink } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Button, ButtonLink } from '../../ui/button';

const typeOrder = ['daily', 'major', 'monthly', 'preview', 'special'] as const;
type Tier = MembershipConfig['membershipTiers'][number];

/** What the customer can do about premium: go premium, join or deposit first, or see their subscription. */
function PremiumAction({ config, membership }: { config: MembershipConfig; membership: CustomerMembership }) {
  const l = useLocale();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const busy = sending === 'premium';
  if (membership.membershipTier === 'premium') {
    return (
      <div className="dw-tier-action">
        <p className="notice notice--success">
          You are premium
          {membership.premiumUntil ? (
            <>
              {' '}
              until <time dateTime={membership.premiumUntil}>{l.drawDate(membership.premiumUntil)} AEST</time>, then
              each month while your subscription lasts
            </>
          ) : null}
          .
        </p>
        <p>
          <PageLink route="/my-account/subscriptions/:page?">Manage my subscription</PageLink>
        </p>
      </div>
    );
  }
  if (membership.eligibility === 'ineligible') {
    return (
      <p className="notice notice--warning">
        You cannot go premium now:{' '}
        {membership.ineligibleReason === 'age'
          ? 'members must be 18 or over'
          : membership.ineligibleReason === 'self_excluded'
            ? 'you are taking a break from play'
            : 'the program is not offered to your account'}
        .
      </p>
    );
  }
  if (membership.membershipStatus !== 'member') {
    return (
      <p>
        {membership.membershipStatus === 'pending-deposit' ? (
          <ButtonLink to="/daily-winners/deposit" variant="primary">
            Make my first deposit
          </ButtonLink>
        ) : (
          <Link to="/daily-winners">Join free first</Link>
        )}
      </p>
    );
  }
  return (
    <div className="dw-tier-action dw-tier-buy">
      <Form method="post">
        <input type="hidden" name="intent" value="premium" />
        <Button type="submit" variant="gold" loading={busy}>
          {busy ? 'Upgrading…' : config.joinPremium.text}
        </Button>
      </Form>
      {/* Premium as a cart line (decision 476): paid at the checkout, with anything else in the cart. */}
      <Form method="post">
        <input type="hidden" name="intent" value="cart" />
        <Button type="submit" variant="secondary" loading={sending === 'cart'}>
          {sending === 'cart' ? 'Adding…' : 'Add to cart'}
        </Button>
      </Form>
    </div>
  );
}

function TierCard({ tier, children }: { tier: Tier; children?: React.ReactNode }) {
  const l = useLocale();
  return (
    <section className="card dw-tier" aria-labelledby={`tier-${tier.key}`}>
      <h2 id={`tier-${tier.key}`}>{tier.name}</h2>
      <p className="dw-tier-price">{tier.price ? `${l.money(tier.price as Money)} a month` : 'No charge'}</p>
      <p>{tier.description}</p>
      <ul>
        {typeOrder.map((type) => {
          const n = tier.entriesPerGiveaway[type] ?? 0;
          return (
            <li key={type}>
              {n} {n === 1 ? 'entry' : 'entries'} in each {type} giveaway
            </li>
          );
        })}
      </ul>
      {children}
    </section>
  );
}

/**
 * /daily-winners/membership-tiers: each tier with its price and entries; the premium card carries
 * the customer's way to it (decision 456): the upgrade, or their subscription once premium.
 */
export function MembershipTiers({ config, membership }: { config: MembershipConfig; membership: CustomerMembership }) {
  return (
    <div className="dw-tiers">
      {config.membershipTiers.map((tier) => (
        <TierCard key={tier.key} tier={tier}>
          {tier.key === 'premium' && tier.available ? <PremiumAction config={config} membership={membership} /> : null}
          {tier.key === 'free' && membership.membershipTier === 'free' ? (
            <p className="dw-close">Your tier now.</p>
          ) : null}
        </TierCard>
      ))}
    </div>
  );
}
