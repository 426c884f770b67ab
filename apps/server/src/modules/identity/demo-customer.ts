import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../credentials';
import { customers } from './identity.tables';

/** The demo shop's customer (docs/decisions/056): for trying the account pages. Never in production data. */
export const demoCustomer = {
  id: '00000000-0000-4000-a000-00000000d3e0',
  email: 'demo@drawline.test',
  password: 'demo-lottery-player-2026',
} as const;

/** Adds the demo customer once; a later run leaves it (and any change made to it) alone. */
export async function seedDemoCustomer(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .insert(customers)
    .values({
      id: demoCustomer.id,
      customerToken: 'demo-customer-token',
      email: demoCustomer.email,
      passwordHash: await hashPassword(demoCustomer.password),
      passwordChangedAt: now,
      firstname: 'Demo',
      lastname: 'Player',
      dateOfBirth: '1985-07-14',
      phone: '0400 000 000',
      address: { address: '1 Martin Place', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
      addressConfirmedAt: now,
      emailConfirmedAt: now,
      communicationPreferences: { email: false, phone: false, sms: false, directmail: false },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * Whether the seeded demo customer is in this database: a production shop refuses to start then.
 * By its fixed id only: anyone may sign up with the demo address, and must not stop a restart.
 */
export async function hasDemoCustomer(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, demoCustomer.id));
  return row !== undefined;
}
