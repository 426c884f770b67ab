import type { ConsolePartner, SavePartnerRequest } from '@drawline/contracts';
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { partnerChannels, partners } from './partners.tables';

/** Every partner with all its channels, on or off, for the console. */
export async function listPartners(exec: Db | Tx): Promise<ConsolePartner[]> {
  const rows = await exec
    .select({
      id: partners.id,
      slug: partners.slug,
      key: partners.key,
      name: partners.name,
      enabled: partners.enabled,
      channelKey: partnerChannels.channelKey,
      channelEnabled: partnerChannels.enabled,
    })
    .from(partners)
    .leftJoin(partnerChannels, eq(partnerChannels.partnerId, partners.id))
    .orderBy(asc(partners.slug), asc(partnerChannels.channelKey));
  const bySlug = new Map<string, ConsolePartner>();
  for (const r of rows) {
    const partner = bySlug.get(r.slug) ?? { slug: r.slug, key: r.key, name: r.name, enabled: r.enabled, channels: [] };
    if (r.channelKey) partner.channels.push({ channelKey: r.channelKey, enabled: r.channelEnabled ?? false });
    bySlug.set(r.slug, partner);
  }
  return [...bySlug.values()];
}

/**
 * A partner made or changed by its slug, in the caller's transaction (with its audit row): its
 * key, name and switch; the channels listed on (new ones added), any other turned off, never
 * deleted. A key another partner holds is 409 conflict.
 */
export async function savePartner(
  deps: { clock: Clock; random: Random },
  tx: Tx,
  input: SavePartnerRequest,
): Promise<{ before: ConsolePartner | null; after: ConsolePartner }> {
  const now = deps.clock.now();
  const [current] = await tx.select().from(partners).where(eq(partners.slug, input.slug)).for('update');
  const [keyHolder] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.key, input.key), ne(partners.slug, input.slug)));
  if (keyHolder) throw new AppError('conflict', { message: 'Another partner has this key.' });
  const before = current ? ((await listPartners(tx)).find((p) => p.slug === input.slug) ?? null) : null;
  const id = current?.id ?? `partner-${deps.random.uuid()}`;
  const fields = { key: input.key, name: input.name, enabled: input.enabled, updatedAt: now };
  if (current) await tx.update(partners).set(fields).where(eq(partners.id, id));
  else await tx.insert(partners).values({ id, slug: input.slug, createdAt: now, ...fields });
  const channels = [...new Set(input.channels)];
  await tx
    .insert(partnerChannels)
    .values(channels.map((channelKey) => ({ partnerId: id, channelKey, enabled: true, createdAt: now })))
    .onConflictDoUpdate({ target: [partnerChannels.partnerId, partnerChannels.channelKey], set: { enabled: true } });
  await tx
    .update(partnerChannels)
    .set({ enabled: false })
    .where(and(eq(partnerChannels.partnerId, id), notInArray(partnerChannels.channelKey, channels)));
  const after = (await listPartners(tx)).find((p) => p.slug === input.slug);
  if (!after) throw new Error('The saved partner is not there');
  return { before, after };
}
