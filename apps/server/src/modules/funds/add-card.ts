import type { Fund } from '@drawline/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { fundOf, listCards } from './fund-view';
import type { FundsDeps } from './funds.deps';
import { fundsCards } from './funds.tables';

/**
 * POST /funds/cc/{gateway}: keeps the card a gateway tokenised on its own page. A token is the
 * customer's who first adds it; another customer's token is refused like an unknown one.
 */
export async function addCard(
  deps: FundsDeps,
  customerId: string,
  input: { gateway: string; token: string; makeDefault?: boolean },
): Promise<Fund> {
  const gateway = deps.gateways.find((g) => g.key === input.gateway);
  if (!gateway) throw new AppError('payment_method_unavailable');
  const refused = () =>
    new AppError('validation_failed', {
      errors: [
        { target: 'token', code: 'card_not_found', message: 'This card could not be added. Please enter it again.' },
      ],
    });
  const card = await gateway.describeCard(input.token);
  if (!card) throw refused();
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(fundsCards)
      .where(and(eq(fundsCards.gateway, gateway.key), eq(fundsCards.token, input.token)));
    if (existing) {
      // The same customer adding the same token again gets the card; anyone else is refused.
      if (existing.customerId !== customerId || existing.removedAt) throw refused();
      return fundOf(existing);
    }
    const first = (await listCards(tx, customerId)).length === 0;
    const makeDefault = first || input.makeDefault === true;
    if (makeDefault) {
      await tx
        .update(fundsCards)
        .set({ isDefault: false })
        .where(and(eq(fundsCards.customerId, customerId), isNull(fundsCards.removedAt)));
    }
    const [row] = await tx
      .insert(fundsCards)
      .values({
        id: deps.random.uuid(),
        customerId,
        gateway: gateway.key,
        token: input.token,
        ...card,
        isDefault: makeDefault,
        createdAt: deps.clock.now(),
      })
      .returning();
    if (!row) throw new Error('The card was not stored.');
    return fundOf(row);
  });
}
