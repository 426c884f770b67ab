import type { CardBrand, Currency } from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { cardNumberProblem, expiryProblem, holderNameProblem, securityCodeProblem } from './card-entry';
import { sandboxGatewayCards, sandboxGatewayPayments } from './sandbox-gateway.tables';
import { type CardBehaviour, declineMessages, SANDBOX_CHALLENGE_CODE, sandboxTestCards } from './test-cards';

export interface SandboxGatewayDeps {
  db: Db;
  clock: Clock;
  random: Random;
}

export interface CardEntry {
  number: string;
  expiry: string;
  csc: string;
  name: string;
}

export interface SandboxPayment {
  reference: string;
  /** The card token; null for a digital wallet payment. */
  token: string | null;
  status: 'challenge' | 'approved' | 'declined';
  declineMessage: string | null;
  /** card_declined, insufficient_funds, expired_card or authentication_required; null unless declined. */
  declineCode: string | null;
  amount: number;
  currency: string;
  method: string;
  returnUrl: string;
}

/** The path prefix of the sandbox's own pages (its card page, 3-D Secure and wallet approval). */
export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway';

/**
 * The built-in sandbox payment gateway (docs/decisions/170): what a hosted-fields gateway does,
 * in this process and its own tables. The shop reaches it only through the PaymentGateway
 * interface of the funds module and the customer's browser through its pages.
 */
export function createSandboxGateway(deps: SandboxGatewayDeps) {
  const { db, clock, random } = deps;

  /** The card page's form: a token for a published test card, or the first message per field. */
  async function tokenise(entry: CardEntry): Promise<{ token: string } | { errors: Record<string, string> }> {
    const errors: Record<string, string> = {};
    const number = entry.number.replace(/[\s-]/g, '');
    const name = entry.name.trim();
    const nameWrong = holderNameProblem(entry.name);
    if (nameWrong) errors.name = nameWrong;
    const card = sandboxTestCards[number];
    const numberProblem = cardNumberProblem(entry.number);
    if (numberProblem) errors.number = numberProblem;
    else if (!card) errors.number = 'The sandbox takes only its published test cards.';
    const now = clock.now();
    const expiryText = entry.expiry.trim();
    const expiryWrong = expiryProblem(expiryText, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
    if (expiryWrong) errors.expiry = expiryWrong;
    const [month, year] = expiryText.split('/').map((part, i) => Number(part.trim()) + (i === 1 ? 2000 : 0)) as [
      number,
      number,
    ];
    const cscWrong = securityCodeProblem(entry.csc, number);
    if (cscWrong) errors.csc = cscWrong;
    if (Object.keys(errors).length || !card) return { errors };
    const token = `sbx_tok_${random.token(18)}`;
    await db.insert(sandboxGatewayCards).values({
      token,
      brand: card.brand,
      last4: number.slice(-4),
      expiryMonth: month,
      expiryYear: year,
      holderName: name,
      behaviour: card.behaviour,
      createdAt: now,
    });
    return { token };
  }

  /** What the merchant may know of a token: never the number. */
  async function describeCard(token: string) {
    const [card] = await db
      .select({
        brand: sandboxGatewayCards.brand,
        last4: sandboxGatewayCards.last4,
        expiryMonth: sandboxGatewayCards.expiryMonth,
        expiryYear: sandboxGatewayCards.expiryYear,
        holderName: sandboxGatewayCards.holderName,
      })
      .from(sandboxGatewayCards)
      .where(eq(sandboxGatewayCards.token, token));
    return card ? { ...card, brand: card.brand as CardBrand } : null;
  }

  /**
   * Takes a payment once per merchant idempotency key: a retry answers the first payment. A card
   * payment settles or declines at once, or waits for 3-D Secure; a digital wallet payment waits
   * for the customer's approval on the sandbox's wallet page.
   */
  async function charge(input: {
    token: string | null;
    method: string;
    amount: number;
    currency: Currency;
    idempotencyKey: string;
    returnUrl: string;
    /** Merchant-initiated, the customer absent: no challenge can be asked, and the card's date is checked. */
    offSession?: boolean;
  }): Promise<SandboxPayment> {
    const now = clock.now();
    let behaviour: CardBehaviour = 'challenge';
    if (input.token) {
      const [card] = await db
        .select({
          behaviour: sandboxGatewayCards.behaviour,
          expiryMonth: sandboxGatewayCards.expiryMonth,
          expiryYear: sandboxGatewayCards.expiryYear,
        })
        .from(sandboxGatewayCards)
        .where(eq(sandboxGatewayCards.token, input.token));
      behaviour = (card?.behaviour as CardBehaviour | undefined) ?? 'decline';
      // A card is good to the end of its expiry month; a saved card outlives it.
      if (card && Date.UTC(card.expiryYear, card.expiryMonth, 1) <= now.getTime()) behaviour = 'expired';
    }
    const declined = declineOf(behaviour, input.offSession ?? false);
    const status = declined ? 'declined' : behaviour === 'challenge' ? 'challenge' : 'approved';
    await db
      .insert(sandboxGatewayPayments)
      .values({
        id: `sbx_pay_${random.token(18)}`,
        idempotencyKey: input.idempotencyKey,
        token: input.token,
        method: input.method,
        amount: input.amount,
        currency: input.currency,
        status,
        declineMessage: declined?.message ?? null,
        declineCode: declined?.code ?? null,
        offSession: input.offSession ?? false,
        returnUrl: input.returnUrl,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [payment] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.idempotencyKey, input.idempotencyKey));
    if (!payment) throw new Error('The sandbox payment was not stored.');
    return paymentOf(payment);
  }

  async function getPayment(reference: string): Promise<SandboxPayment | null> {
    const [payment] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, reference));
    return payment ? paymentOf(payment) : null;
  }

  /**
   * The customer's answer on the challenge or wallet page: the payment settles or declines, once;
   * a second answer changes nothing.
   */
  async function answerChallenge(reference: string, answer: { code?: string; approve: boolean }) {
    const approved = answer.approve && (answer.code === undefined || answer.code.trim() === SANDBOX_CHALLENGE_CODE);
    await db
      .update(sandboxGatewayPayments)
      .set({
        status: approved ? 'approved' : 'declined',
        declineMessage: approved ? null : declineMessages.challengeFailed,
        declineCode: approved ? null : 'authentication_failed',
        updatedAt: clock.now(),
      })
      .where(and(eq(sandboxGatewayPayments.id, reference), eq(sandboxGatewayPayments.status, 'challenge')));
    return getPayment(reference);
  }

  return { tokenise, describeCard, charge, getPayment, answerChallenge };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/** What a card's behaviour declines with, if it does: a challenge cannot be asked off session. */
function declineOf(behaviour: CardBehaviour, offSession: boolean): { code: string; message: string } | null {
  if (behaviour === 'decline') return { code: 'card_declined', message: declineMessages.decline };
  if (behaviour === 'insufficient_funds')
    return { code: 'insufficient_funds', message: declineMessages.insufficient_funds };
  if (behaviour === 'expired') return { code: 'expired_card', message: declineMessages.expired };
  if (behaviour === 'challenge' && offSession)
    return { code: 'authentication_required', message: declineMessages.authenticationRequired };
  return null;
}

function paymentOf(row: typeof sandboxGatewayPayments.$inferSelect): SandboxPayment {
  return {
    reference: row.id,
    token: row.token,
    status: row.status as SandboxPayment['status'],
    declineMessage: row.declineMessage,
    declineCode: row.declineCode,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    returnUrl: row.returnUrl,
  };
}
