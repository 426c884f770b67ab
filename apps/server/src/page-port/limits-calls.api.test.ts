import { isPortRefusal, type LimitPeriod, type PlatformPort } from '@drawline/contracts';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../tests/cart-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../tests/identity-helpers';

/**
 * The limits calls both ways (issue 22, docs/decisions/326): a limits form's change made through
 * the port answers what the HTTP call answers (the limits as they now stand, the limit's id aside,
 * for two customers who made the same changes), and refuses what it refuses, envelope for envelope.
 */
let t: IdentityTestApp;
let seen: FastifyRequest | undefined;

beforeAll(async () => {
  t = await createIdentityTestApp({
    beforeReady: (app) => {
      app.get('/port-probe', { schema: { hide: true } }, async (request, reply) => {
        seen = request;
        return reply.status(204).send();
      });
    },
  });
});
afterAll(() => t.close());

async function portOf(who?: SignedIn): Promise<PlatformPort> {
  await t.app.inject({ method: 'GET', url: '/port-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.pagePorts(seen)(who?.accessToken);
}

const sent = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** An answer with each limit's id left out: two customers' limits differ in nothing else. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, v]) => [key, withoutIds(v)]),
    );
  }
  return value;
}

function resultOf(res: LightMyRequestResponse): unknown {
  expect(res.statusCode, res.body).toBe(200);
  return withoutIds(res.json().result);
}

async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isPortRefusal(error)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return { status: error.status, body: sent(error.envelope) };
}

const answered = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });
const call = (who: SignedIn | undefined, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v2${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

/** Two customers: one makes each change over HTTP, the other through the port. */
async function twins() {
  const [over, paged] = [await signUp(t), await signUp(t)];
  return { over, paged, port: await portOf(paged) };
}

describe('spend and deposit limits', () => {
  for (const kind of ['spend', 'deposit'] as const) {
    it(`adds, changes, cancels a change to and removes a ${kind} limit as the HTTP calls do`, async () => {
      const { over, port } = await twins();
      const base = `/${kind}-limits`;
      const period: LimitPeriod = 'weekly';

      const added = resultOf(await call(over, 'PUT', `${base}/${period}`, { limit: '50' }));
      expect(withoutIds(sent(await port.addLimit(kind, period, { limit: '50' })))).toEqual(added);

      // A higher limit waits out the cooling-off period: a pending change, then cancelled.
      const raised = resultOf(await call(over, 'POST', `${base}/${period}`, { limit: '80' }));
      const pagedRaised = await port.changeLimit(kind, period, { limit: '80' });
      expect(withoutIds(sent(pagedRaised))).toEqual(raised);
      const overId = (await as(t, over).get(`/v2${base}`)).json().result.customerLimits[0].id as string;
      const pagedId = pagedRaised.customerLimits[0]?.id ?? '';
      expect(pagedRaised.customerLimits[0]?.pending).not.toBeNull();

      const cancelled = resultOf(await call(over, 'DELETE', `${base}/${overId}/pending`));
      expect(withoutIds(sent(await port.cancelLimitChange(kind, pagedId)))).toEqual(cancelled);

      const removed = resultOf(await call(over, 'DELETE', `${base}/${overId}`));
      expect(withoutIds(sent(await port.removeLimit(kind, pagedId)))).toEqual(removed);
      expect(
        (await (kind === 'spend' ? port.spendLimits() : port.depositLimits())).customerLimits[0]?.pending,
      ).not.toBeNull();
    });
  }

  it('refuses what the HTTP calls refuse, with the same envelope', async () => {
    const { over, port } = await twins();
    const cases: [string, LightMyRequestResponse, () => Promise<unknown>][] = [
      [
        'a limit of nothing',
        await call(over, 'PUT', '/spend-limits/daily', { limit: '0' }),
        () => port.addLimit('spend', 'daily', { limit: '0' }),
      ],
      [
        'over the system limit',
        await call(over, 'PUT', '/deposit-limits/daily', { limit: '99999999' }),
        () => port.addLimit('deposit', 'daily', { limit: '99999999' }),
      ],
      ['no amount', await call(over, 'PUT', '/spend-limits/daily', {}), () => port.addLimit('spend', 'daily', {})],
      [
        'a period the calls do not know',
        await call(over, 'PUT', '/spend-limits/yearly', { limit: '50' }),
        () => port.addLimit('spend', 'yearly' as LimitPeriod, { limit: '50' }),
      ],
      [
        'a change to a limit there is none of',
        await call(over, 'POST', '/spend-limits/monthly', { limit: '50' }),
        () => port.changeLimit('spend', 'monthly', { limit: '50' }),
      ],
      [
        'a limit that is not theirs',
        await call(over, 'DELETE', '/spend-limits/b0000000-0000-4000-8000-000000000000'),
        () => port.removeLimit('spend', 'b0000000-0000-4000-8000-000000000000'),
      ],
      [
        'no change waiting',
        await call(over, 'DELETE', '/precommitment/pending'),
        () => port.cancelPrecommitmentChange(),
      ],
      [
        'a break of no known length',
        await call(over, 'POST', '/self-exclusion', { period: '2_days' }),
        () => port.selfExclude({ period: '2_days' as never }),
      ],
    ];
    for (const [what, res, paging] of cases) {
      expect(res.statusCode, what).not.toBe(200);
      expect(await refusalOf(paging()), what).toEqual(answered(res));
    }
  });

  it('refuses a visitor with the 401 the HTTP call gives', async () => {
    const visitor = await portOf();
    expect(await refusalOf(visitor.addLimit('spend', 'daily', { limit: '50' }))).toEqual(
      answered(await call(undefined, 'PUT', '/spend-limits/daily', { limit: '50' })),
    );
    expect(await refusalOf(visitor.selfExclude({ period: '30_days' }))).toEqual(
      answered(await call(undefined, 'POST', '/self-exclusion', { period: '30_days' })),
    );
  });
});

describe('the pre-commitment limit and the break from play', () => {
  it('sets, raises, cancels and removes the pre-commitment limit as the HTTP calls do', async () => {
    const { over, port } = await twins();
    expect(withoutIds(sent(await port.setPrecommitment({ limit: '500' })))).toEqual(
      resultOf(await call(over, 'POST', '/precommitment', { limit: '500' })),
    );
    expect(withoutIds(sent(await port.setPrecommitment({ limit: '900' })))).toEqual(
      resultOf(await call(over, 'POST', '/precommitment', { limit: '900' })),
    );
    expect(withoutIds(sent(await port.cancelPrecommitmentChange()))).toEqual(
      resultOf(await call(over, 'DELETE', '/precommitment/pending')),
    );
    expect(withoutIds(sent(await port.removePrecommitment()))).toEqual(
      resultOf(await call(over, 'DELETE', '/precommitment')),
    );
  });

  it('starts a break as the HTTP call does, and then refuses a new limit alike', async () => {
    const { over, port } = await twins();
    expect(sent(await port.selfExclude({ period: '30_days' }))).toEqual(
      resultOf(await call(over, 'POST', '/self-exclusion', { period: '30_days' })),
    );
    expect(await refusalOf(port.selfExclude({ period: '30_days' }))).toEqual(
      answered(await call(over, 'POST', '/self-exclusion', { period: '30_days' })),
    );
  });
});
