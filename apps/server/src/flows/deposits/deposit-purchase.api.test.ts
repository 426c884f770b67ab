import {
  type DepositPurchase,
  type Fund,
  formatMoney,
  formMessages,
  IDEMPOTENCY_KEY_HEADER,
  type Receipt,
  type Ticket,
  type Transaction,
} from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, cartOf, checkoutTestApp, powerballEntry, refusal } from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * A deposit-and-buy below the card's deposit minimum (docs/decisions/301): the card is charged what
 * the wallet is short, or more when the customer asks; the receipt, the ledger and the order
 * confirmation say what was charged to which method and what stays in the wallet; the order
 * number (docs/decisions/302) is on each.
 */

const t = checkoutTestApp();

const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
const v33 = () => ({ ...key(), version: '3.3' });

/** The order confirmations the customer got, newest first. */
async function orderEmails(who: SignedIn) {
  return (await t.inbox(who.email)).filter((m) => m.subject.startsWith('Your Drawline order'));
}

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

async function addCard(who: SignedIn): Promise<Fund> {
  const page = await t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/card',
    payload: new URLSearchParams({
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      csc: '123',
      name: 'Pat Player',
      return_to: '/cart/buy',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(page.statusCode, page.body).toBe(303);
  const token = new URL(String(page.headers.location), 'http://shop.test').searchParams.get('gateway_token') ?? '';
  return resultOf<Fund>(await as(t, who).post('/v2/funds/cc/sandbox', { token }));
}

async function balanceOf(who: SignedIn): Promise<number> {
  return (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
}

/** A new customer with a card and two Powerball games in the cart: an order below the $10.00 minimum. */
async function smallOrder() {
  const who = await signUp(t);
  const fund = await addCard(who);
  const cart = cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 2 })));
  expect(cart.cartTotal.amount).toBeGreaterThan(0);
  expect(cart.cartTotal.amount).toBeLessThan(1000);
  return { who, fund, total: cart.cartTotal };
}

describe('a deposit-and-buy below the deposit minimum', () => {
  it('charges the card the order amount, keeps nothing in the wallet, and says so on the receipt and in the email', async () => {
    const { who, fund, total } = await smallOrder();
    const amount = (total.amount / 100).toFixed(2);
    const answer = resultOf<DepositPurchase>(
      // A caller's own purchase key named as the kept attribution is dropped (decision 486): no consent, none.
      await as(t, who).post(
        '/v2/deposit_purchase',
        { deposit: { fund_id: fund.id, amount }, purchase: { attribution: '{"campaign":"forged"}' } },
        v33(),
      ),
    );
    expect(answer.deposit.amount).toEqual(total);
    const receipt = answer.receipt as Receipt;
    expect(receipt.total).toEqual(total);
    expect(receipt.payment).toEqual({
      card: { label: 'Visa ending 4242', charged: total },
      paidByCard: total,
      paidFromWallet: { amount: 0, currency: 'AUD' },
      keptInWallet: { amount: 0, currency: 'AUD' },
    });
    expect(await balanceOf(who)).toBe(0);
    const orders = await t.db.execute(sql`select attribution from orders where customer_id = ${who.customerId}`);
    expect((orders as unknown as { rows: unknown[] }).rows).toEqual([{ attribution: null }]);
    expect(receipt.orderNumber).toMatch(/^DL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    // The receipt read later says the same.
    const again = resultOf<Receipt>(await as(t, who).get(`/v2/checkout/${receipt.checkoutId}`));
    expect(again.payment).toEqual(receipt.payment);
    expect(again.orderNumber).toBe(receipt.orderNumber);

    const [email, ...more] = await orderEmails(who);
    expect(more).toHaveLength(0);
    expect(email?.subject).toBe(`Your Drawline order ${receipt.orderNumber}`);
    expect(email?.text).toContain(`Thank you for your order ${receipt.orderNumber}.`);
    expect(email?.text).toContain(`Total: ${formatMoney(total)}`);
    expect(email?.text).toContain(`Charged to your card (Visa ending 4242): ${formatMoney(total)}`);
    expect(email?.text).not.toContain('Added to your wallet');
    expect(email?.text).toContain(`/receipt/${receipt.checkoutId}`);
    // Each draw with its date, as on the receipt page.
    const drawNo = receipt.orders[0]?.tickets[0]?.drawNo;
    expect(email?.text).toMatch(new RegExp(`Draw ${drawNo}: .*\\d{1,2}:\\d{2}\\s?[ap]m AEST`));
  });

  it('charges $10.00 when asked, and the receipt and email say what stays in the wallet', async () => {
    const { who, fund, total } = await smallOrder();
    const answer = resultOf<DepositPurchase>(
      await as(t, who).post('/v2/deposit_purchase', { deposit: { fund_id: fund.id, amount: '10.00' } }, v33()),
    );
    const kept = { amount: 1000 - total.amount, currency: 'AUD' };
    expect(answer.receipt?.payment).toEqual({
      card: { label: 'Visa ending 4242', charged: { amount: 1000, currency: 'AUD' } },
      paidByCard: total,
      paidFromWallet: { amount: 0, currency: 'AUD' },
      keptInWallet: kept,
    });
    expect(await balanceOf(who)).toBe(kept.amount);
    const [email] = await orderEmails(who);
    expect(email?.text).toContain('Charged to your card (Visa ending 4242): $10.00');
    expect(email?.text).toContain(
      `Added to your wallet from the card charge (yours to spend or withdraw): ${formatMoney(kept as typeof total)}`,
    );

    // The ledger: the card's $10.00 in, the order out, both named; the purchase line names the order.
    const list = resultOf<Transaction[]>(await as(t, who).get('/v2/transactions'));
    const purchase = list.find((x) => x.type === 'purchase');
    expect(purchase?.amount.amount).toBe(-total.amount);
    expect(purchase?.description).toContain(answer.receipt?.orderNumber);
    expect(list.find((x) => x.type === 'deposit')?.amount.amount).toBe(1000);

    // My tickets name the order too.
    const tickets = resultOf<Ticket[]>(await as(t, who).get('/v2/tickets?state=upcoming'));
    expect(tickets[0]?.orderNumber).toBe(answer.receipt?.orderNumber);
  });

  it('refuses a charge below what the wallet is short, with the field message, and charges nothing', async () => {
    const { who, fund, total } = await smallOrder();
    const res = await as(t, who).post('/v2/deposit_purchase', { deposit: { fund_id: fund.id, amount: '0.50' } }, v33());
    expect(refusal(res)).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(res.json().errors.amount[0].message).toBe(formMessages.minimum(formatMoney(total)));
    expect(await balanceOf(who)).toBe(0);
    expect(await orderEmails(who)).toHaveLength(0);
  });

  it('keeps the card minimum for a plain deposit', async () => {
    const { who, fund } = await smallOrder();
    const res = await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '3.50' }, key());
    expect(refusal(res)).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(res.json().errors.amount[0].message).toBe(formMessages.minimum('$10.00'));
  });

  it('gives every order its own number, and a wallet purchase says it paid from the wallet', async () => {
    const { who, fund } = await smallOrder();
    resultOf(await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '50' }, key()));
    const first = resultOf<Receipt>(await as(t, who).post('/v2/cart/purchase', {}, key()));
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 2 })));
    const second = resultOf<Receipt>(await as(t, who).post('/v2/cart/purchase', {}, key()));
    expect(second.orderNumber).not.toBe(first.orderNumber);
    expect(first.payment).toEqual({
      card: null,
      paidByCard: { amount: 0, currency: 'AUD' },
      paidFromWallet: first.total,
      keptInWallet: { amount: 0, currency: 'AUD' },
    });
    const emails = await orderEmails(who);
    expect(emails.filter((m) => m.subject.includes(first.orderNumber))).toHaveLength(1);
    expect(emails.find((m) => m.subject.includes(first.orderNumber))?.text).toContain(
      `Paid from your wallet: ${formatMoney(first.total)}`,
    );
  });
});

describe('the gateway’s card page', () => {
  it('names the merchant and the amount, under its own strict policy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/card?return_to=/cart/buy&amount=350&currency=AUD',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="gateway-merchant">Drawline<');
    expect(res.body).toContain('data-testid="gateway-amount">$3.50<small>AUD</small>');
    // The button says where it leads: on to pay the amount (decision 316).
    expect(res.body).toMatch(/<button type="submit" class="primary"[^>]*>Continue to pay \$3\.50<\/button>/);
    const policy = String(res.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toContain('unsafe-inline');
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    // An amount that is not one is not shown.
    const odd = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/card?return_to=/cart/buy&amount=-1&currency=XYZ',
    });
    expect(odd.body).not.toContain('gateway-amount');
    expect(odd.body).toContain('Nothing is charged now.');
    expect(odd.body).toMatch(/<button type="submit" class="primary"[^>]*>Save card<\/button>/);
  });

  it('checks the card on the server too, ties each message to its field and never echoes the number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/card',
      payload: new URLSearchParams({
        number: '4242 4242 4242 4241',
        expiry: '10/26',
        csc: '12',
        name: 'Pat Player',
        return_to: '/cart/buy',
        amount: '350',
        currency: 'AUD',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This card number is not valid. Check it against your card.');
    expect(res.body).toContain('This card has expired.');
    expect(res.body).toContain('Enter the 3 digit security code from the back of your card.');
    expect(res.body).toMatch(
      /id="number"[^>]*aria-invalid="true"[^>]*aria-describedby="number-hint number-error"[^>]*autofocus/,
    );
    expect(res.body).toContain('id="number-error">');
    expect(res.body).not.toContain('4241');
    expect(res.body).toContain('$3.50');
  });
});
