import {
  type Currency,
  formMessages,
  type LimitPeriod,
  limitAmountSchema,
  limitPeriodNames,
  type Money,
} from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { changeOf, type LimitKind, limitInForce } from './limit-rules';
import { readLimitRows } from './limit-store';
import type { LimitsDeps } from './limits.deps';
import { customerLimits } from './limits.tables';

const kindNames: Record<LimitKind, string> = { spend: 'spend', deposit: 'deposit', precommitment: 'pre-commitment' };

/** The most a customer may set: the site's own limit for the period (2-shopping.md §5). */
export function maximumOf(
  deps: Pick<LimitsDeps, 'policy'>,
  kind: LimitKind,
  period: LimitPeriod,
  currency: Money['currency'],
): Money {
  const system = kind === 'deposit' ? deps.policy.systemDepositLimits : deps.policy.systemSpendLimits;
  return { amount: system[period], currency };
}

/**
 * Adds (`add`), changes (`edit`) or sets either way (`set`, the pre-commitment limit) a limit.
 * A lower amount applies at once; a higher one after the cooling-off (docs/decisions/210).
 * The amount is checked against the system limit with the spec's message, as a field error.
 */
export async function setLimit(
  deps: LimitsDeps,
  input: {
    customerId: string;
    /** The customer's currency: a limit is kept in it. */
    currency: Currency;
    kind: LimitKind;
    period: LimitPeriod;
    limit: unknown;
    mode: 'add' | 'edit' | 'set';
  },
): Promise<void> {
  const { customerId, currency, kind, period } = input;
  const now = deps.clock.now();
  const parsed = limitAmountSchema(maximumOf(deps, kind, period, currency)).safeParse(input.limit ?? '');
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? formMessages.currency;
    throw new AppError('validation_failed', {
      message,
      errors: [{ target: 'limit', code: 'validation_failed', message }],
    });
  }
  const amount = parsed.data;
  const name = `${limitPeriodNames[period]} ${kindNames[kind]} limit`;

  await deps.db.transaction(async (tx) => {
    const [row] = (await readLimitRows(tx, customerId, [kind], { lock: true })).filter((r) => r.period === period);
    const current = row ? limitInForce(row, now) : null;
    if (input.mode === 'add' && current) {
      throw new AppError('limit_change_refused', { message: `You already have a ${name}. Change it instead.` });
    }
    if (input.mode === 'edit' && !current) {
      throw new AppError('limit_change_refused', { message: `You have no ${name} to change.` });
    }
    if (!current) {
      // A new limit only ever lowers what may be spent: it applies at once.
      const values = { amount, currency, pendingAmount: null, pendingFrom: null, updatedAt: now };
      if (row) await tx.update(customerLimits).set(values).where(eq(customerLimits.id, row.id));
      else
        await tx
          .insert(customerLimits)
          .values({ id: deps.random.uuid(), customerId, kind, period, createdAt: now, ...values });
      return;
    }
    if (current.currency !== currency) {
      throw new AppError('limit_change_refused', {
        message: `Your ${name} is kept in ${current.currency}: remove it before setting one in ${currency}.`,
      });
    }
    const change = changeOf(current, amount, now, deps.policy.coolingOffDays);
    await tx
      .update(customerLimits)
      .set({ ...change, updatedAt: now })
      .where(and(eq(customerLimits.id, current.id), eq(customerLimits.customerId, customerId)));
  });
}
