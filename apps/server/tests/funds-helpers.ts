import type { Fund } from '@drawline/contracts';
import { expect } from 'vitest';
import { as } from './cart-helpers';
import type { IdentityTestApp, SignedIn } from './identity-helpers';

/** The sandbox gateway's published test cards (modules/sandbox-gateway). */
export const sandboxCards = {
  approve: '4242 4242 4242 4242',
  mastercard: '5555555555554444',
  decline: '4000000000000002',
  insufficient: '4000000000009995',
  challenge: '4000000000003220',
} as const;

/**
 * The customer's browser on the sandbox's card page: answers the token the gateway hands back to
 * the shop in the address it returns to (card data never reaches the shop).
 */
export async function tokeniseCard(
  t: IdentityTestApp,
  number: string = sandboxCards.approve,
  returnTo = '/my-account/cards-and-accounts',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/card',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      number,
      expiry: '12/30',
      csc: '123',
      name: 'Pat Player',
      return_to: returnTo,
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  const location = new URL(String(res.headers.location), 'http://shop.test');
  expect(location.pathname).toBe(returnTo);
  return location.searchParams.get('gateway_token') ?? '';
}

/** Adds a sandbox card to the customer's payment methods, as the cards page does with the token. */
export async function addSandboxCard(
  t: IdentityTestApp,
  who: SignedIn,
  number: string = sandboxCards.approve,
): Promise<Fund> {
  const res = await as(t, who).post('/v2/funds/cc/sandbox', { token: await tokeniseCard(t, number) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Fund;
}

/** A national (BSB) bank account's fields, as POST /funds/bank-account takes them. */
export const nationalBankAccount = {
  code: 'tt',
  type: 'national',
  account_name: 'Jo Citizen',
  account_number: '12345678',
  bank_code: '062-000',
} as const;
