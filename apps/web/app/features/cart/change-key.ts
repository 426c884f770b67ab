import { useEffect, useState } from 'react';

/** The cart forms' field that carries the attempt's Idempotency-Key (docs/decisions/331). */
export const CHANGE_KEY_FIELD = 'changeKey';

/** A key for one attempt at a cart change (the browser's own random UUID, or 128 random bits). */
export function newChangeKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a local network has none.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of a cart form's next attempt: made once the page's script runs (a form sent without one
 * sends none, and the change works as before), kept until the attempt is answered, so sending it
 * again (a double press, a request the network lost) is its retry and changes the cart once, and
 * made anew with each answer, so the next press is a change of its own.
 */
export function useChangeKey(answer: unknown): string {
  const [key, setKey] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is what asks for a new key.
  useEffect(() => setKey(newChangeKey()), [answer]);
  return key;
}
