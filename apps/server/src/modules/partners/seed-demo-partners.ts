import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { partnerChannels, partners } from './partners.tables';

/** The demo shop's partner (decision 471): a charity selling through its newsletter and its website. */
export const demoPartner = {
  id: 'partner-demo-charity',
  slug: 'good-causes',
  key: 'good-causes-key',
  name: 'Good Causes Foundation',
  channels: ['newsletter', 'website'],
} as const;

/** Seeds the demo partner once; what an operator changed is kept. Demo starts only. */
export async function seedDemoPartners(db: Db | Tx, clock: Clock): Promise<void> {
  const now = clock.now();
  const { channels, ...partner } = demoPartner;
  await db
    .insert(partners)
    .values({ ...partner, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  await db
    .insert(partnerChannels)
    .values(channels.map((channelKey) => ({ partnerId: partner.id, channelKey, createdAt: now })))
    .onConflictDoNothing();
}
