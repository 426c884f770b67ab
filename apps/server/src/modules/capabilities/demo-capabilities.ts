import { capabilityNames } from '@drawline/contracts';
import type { Db } from '../../db/client';
import { capabilities, capabilitySuppressions, segments } from './capabilities.tables';

/**
 * Capabilities the demo shop keeps off until their features exist (docs/decisions/003 and 090):
 * switch one on in the same change that builds its pages.
 */
const offByDefault = new Set<string>([
  'experiments',
  'boost_buy_tickets_experiment',
  'rebrand',
  'customer_chat',
  // A new card made the default at once (decision 492): the operator's choice.
  'add_card_default_fund',
  // The blog is on (issue 28): its posts are written, scheduled and previewed in the console.
  // Daily Winners has its pages (issue 27), premium too (decision 456): membership_purchase is on with the recurring engine.
  // Withdrawals waiting for ID verification (decision 440): the operator's choice, switched on in the console.
  'wallet_withdrawal_verification_required',
]);

/**
 * The demo shop's segments and capabilities: which capabilities are on, and which segments lose
 * which. Rows already there (and any change made to them) are left alone.
 */
export async function seedDemoCapabilities(db: Db): Promise<void> {
  await db
    .insert(segments)
    .values([
      { name: 'anonymous', description: 'Visitors who are not signed in' },
      { name: 'anonymous_international', description: 'Visitors outside Australia' },
      { name: 'default', description: 'Signed-in customers' },
      { name: 'restricted', description: 'Customers who excluded themselves from play' },
    ])
    .onConflictDoNothing();
  await db
    .insert(capabilities)
    .values(capabilityNames.map((name) => ({ name, enabled: !offByDefault.has(name) })))
    .onConflictDoNothing();
  await db
    .insert(capabilitySuppressions)
    .values([
      { segmentName: 'restricted', capability: 'commercial_lotteries' },
      { segmentName: 'restricted', capability: 'charity_lotteries' },
      { segmentName: 'restricted', capability: 'syndicates' },
      { segmentName: 'anonymous_international', capability: 'registration' },
    ])
    .onConflictDoNothing();
}
