import { createHash, createHmac, createSecretKey, hkdfSync, type KeyObject, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { CompactEncrypt, compactDecrypt, errors as joseErrors } from 'jose';
import { AppError } from '../../platform/app-error';

/** Tokens we hand out are 256-bit random, so a plain SHA-256 is enough to store them (no slow hash). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * What the server secret (AUTH_SECRET) is used for (docs/decisions/081): MACs of short values we
 * keep or put in links (emailed codes, preference links), signed tokens we do not store (device
 * cookie, two-factor tickets) and sealed two-factor secrets. Each use has its own key derived with
 * HKDF, so one use can never stand in for another.
 */
export interface Secrets {
  sign(purpose: string, payload: string): string;
  verify(purpose: string, payload: string, signature: string): boolean;
  /** A self-contained token: a JWS (HS256) of the data, with a key of its own for each purpose. */
  signToken(purpose: string, data: Record<string, unknown>): string;
  /** The data of a token this server signed for that purpose, or undefined; expiry is the caller's. */
  readToken<T extends Record<string, unknown>>(purpose: string, token: string): T | undefined;
  /** A JWE (direct AES-256-GCM) of the text, sealed with the first (current) key. */
  encrypt(plain: string): Promise<string>;
  /**
   * The text of a box sealed with any of the keys; 500 `secret_unreadable` (its fix logged once,
   * never the box) when none opens it.
   */
  decrypt(box: string): Promise<string>;
  /** The box sealed again with the current key, or null when it already is (`npm run reseal-secrets`). */
  reseal(box: string): Promise<string | null>;
}

/**
 * What the operator reads once in the log when a sealed secret opens with none of the keys
 * (docs/decisions/347): the cause and what to do, never the secret or the box.
 */
export const UNREADABLE_SECRET_FIX =
  'A sealed secret (an authenticator secret) opens with neither AUTH_SECRET nor any key of AUTH_SECRET_PREVIOUS: ' +
  'it was sealed under another server secret. Add the secret it was sealed with to AUTH_SECRET_PREVIOUS ' +
  '(comma-separated, newest first) and restart, then run `npm run reseal-secrets` to seal everything under ' +
  'AUTH_SECRET; if that secret is lost, reset the two-factor of the staff and customers it belongs to.';

const unreadable = () => new AppError('secret_unreadable', { setupFault: UNREADABLE_SECRET_FIX });

/** Longer than any token we sign; anything longer is refused before it is parsed. */
const MAX_TOKEN_LENGTH = 2000;

type TokenCodec = { sign: (data: Record<string, unknown>) => string; read: (token: string) => unknown };

/** The keys one server secret gives, each use its own (HKDF). */
function keysOf(authSecret: string) {
  if (authSecret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', authSecret, 'drawline', info, 32));
  const signKey = derive('sign');
  const tokenCodecs = new Map<string, TokenCodec>();
  return {
    sealKey: createSecretKey(derive('encrypt')) as KeyObject,
    sign: (purpose: string, payload: string) =>
      createHmac('sha256', signKey).update(`${purpose}\n${payload}`).digest('base64url'),
    tokenCodec(purpose: string): TokenCodec {
      let codec = tokenCodecs.get(purpose);
      if (!codec) {
        const key = derive(`token:${purpose}`);
        // No iat, and exp and nbf are not read here: each token's own expiry is checked with the app's clock.
        codec = {
          sign: createSigner({ key, algorithm: 'HS256', noTimestamp: true }),
          read: createVerifier({ key, algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true }),
        };
        tokenCodecs.set(purpose, codec);
      }
      return codec;
    },
  };
}

/**
 * The server's secrets from one key or several (docs/decisions/347): the first (AUTH_SECRET) signs
 * and seals everything new; checking a MAC or token and opening a box try each key in turn, so
 * what was made under an earlier key (AUTH_SECRET_PREVIOUS) still works until it is re-sealed.
 */
export function createSecrets(authSecrets: string | readonly string[]): Secrets {
  const all = (typeof authSecrets === 'string' ? [authSecrets] : [...authSecrets]).map(keysOf);
  const current = all[0];
  if (!current) throw new Error('AUTH_SECRET must be set');

  const readToken = (keys: ReturnType<typeof keysOf>, purpose: string, token: string) => {
    try {
      const data = keys.tokenCodec(purpose).read(token);
      return data && typeof data === 'object' && !Array.isArray(data) ? data : undefined;
    } catch {
      return undefined;
    }
  };
  /** The text and the index of the key that opened the box. */
  const open = async (box: string): Promise<{ text: string; keyIndex: number }> => {
    for (const [keyIndex, keys] of all.entries()) {
      try {
        const { plaintext } = await compactDecrypt(box, keys.sealKey, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        return { text: new TextDecoder().decode(plaintext), keyIndex };
      } catch (error) {
        // Another key's box, or no box at all: the next key may open it.
        if (!(error instanceof joseErrors.JOSEError)) throw error;
      }
    }
    throw unreadable();
  };
  // jose makes the nonce from the system's CSPRNG for every box: it must never repeat under one key.
  const encrypt = (plain: string) =>
    new CompactEncrypt(new TextEncoder().encode(plain))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(current.sealKey);

  return {
    sign: current.sign,
    verify: (purpose, payload, signature) => all.some((keys) => safeEqual(keys.sign(purpose, payload), signature)),
    signToken: (purpose, data) => current.tokenCodec(purpose).sign(data),
    readToken<T extends Record<string, unknown>>(purpose: string, token: string): T | undefined {
      if (token.length > MAX_TOKEN_LENGTH) return undefined;
      for (const keys of all) {
        const data = readToken(keys, purpose, token);
        if (data) return data as T;
      }
      return undefined;
    },
    encrypt,
    decrypt: async (box) => (await open(box)).text,
    async reseal(box) {
      const { text, keyIndex } = await open(box);
      return keyIndex === 0 ? null : encrypt(text);
    },
  };
}
