import { describe, expect, it } from 'vitest';
import { fakeApi } from './fake-api.test-support';
import { purchaseAction } from './purchase.server';

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request('http://shop/cart/buy', { method: 'POST', body, headers: { cookie: 'web_access_token=at' } });
}

async function outcome(run: Promise<unknown>) {
  try {
    const answer = (await run) as {
      data: { idempotencyKey: string; code: string; message: string };
      init?: { status?: number };
    };
    return { data: answer.data, status: answer.init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('location') };
    throw thrown;
  }
}

describe('paying for the cart', () => {
  it('sends the attempt’s key as the Idempotency-Key and goes to the receipt', async () => {
    const { calls, context } = fakeApi({
      'POST /cart/purchase': () => ({ result: { checkoutId: 'chk_0123456789abcdef' } }),
    });
    const answer = await outcome(purchaseAction(post({ idempotencyKey: 'key-1' }), context));
    expect(answer).toEqual({ redirect: '/receipt/chk_0123456789abcdef' });
    expect(calls[0]?.headers.get('idempotency-key')).toBe('key-1');
  });

  it('sends the same key again for the same attempt (a double click, a re-sent form)', async () => {
    const { calls, context } = fakeApi({
      'POST /cart/purchase': () => ({ result: { checkoutId: 'chk_0123456789abcdef' } }),
    });
    await outcome(purchaseAction(post({ idempotencyKey: 'key-1' }), context));
    await outcome(purchaseAction(post({ idempotencyKey: 'key-1' }), context));
    expect(calls.map((c) => c.headers.get('idempotency-key'))).toEqual(['key-1', 'key-1']);
  });

  it('stays on the page after a refusal, with the message and a new key for the next attempt', async () => {
    const { context } = fakeApi({
      'POST /cart/purchase': () => ({
        status: 422,
        code: 'insufficient_funds',
        message: 'There are not enough funds in your account.',
      }),
    });
    const answer = await outcome(purchaseAction(post({ idempotencyKey: 'key-1' }), context));
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({ ok: false, code: 'insufficient_funds' });
    expect(answer.data?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.data?.idempotencyKey).not.toBe('key-1');
  });

  it('calls nothing without a well-formed key', async () => {
    const { calls, context } = fakeApi({});
    const answer = await outcome(purchaseAction(post({ idempotencyKey: 'has space' }), context));
    expect(answer.status).toBe(400);
    expect(calls).toEqual([]);
  });
});
