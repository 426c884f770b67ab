import { createHash, createHmac, createSecretKey, hkdfSync, type KeyObject, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { CompactEncrypt, compactDecrypt } from 'jose';

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
  /** A JWE (direct AES-256-GCM) of the text. */
  encrypt(plain: string): Promise<string>;
  decrypt(box: string): Promise<string>;
}

/** Longer than any token we sign; anything longer is refused before it is parsed. */
const MAX_TOKEN_LENGTH = 2000;

export function createSecrets(authSecret: string): Secrets {
  if (authSecret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', authSecret, 'drawline', info, 32));
  const signKey = derive('sign');
  const sealKey: KeyObject = createSecretKey(derive('encrypt'));
  const sign = (purpose: string, payload: string) =>
    createHmac('sha256', signKey).update(`${purpose}\n${payload}`).digest('base64url');

  const tokenCodecs = new Map<
    string,
    { sign: (data: Record<string, unknown>) => string; read: (token: string) => unknown }
  >();
  const tokenCodec = (purpose: string) => {
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
  };

  return {
    sign,
    verify: (purpose, payload, signature) => safeEqual(sign(purpose, payload), signature),
    signToken: (purpose, data) => tokenCodec(purpose).sign(data),
    readToken<T extends Record<string, unknown>>(purpose: string, token: string): T | undefined {
      if (token.length > MAX_TOKEN_LENGTH) return undefined;
      try {
        const data = tokenCodec(purpose).read(token);
        return data && typeof data === 'object' && !Array.isArray(data) ? (data as T) : undefined;
      } catch {
        return undefined;
      }
    },
    // jose makes the nonce from the system's CSPRNG for every box: it must never repeat under one key.
    encrypt: (plain) =>
      new CompactEncrypt(new TextEncoder().encode(plain))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .encrypt(sealKey),
    async decrypt(box) {
      const { plaintext } = await compactDecrypt(box, sealKey, {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      return new TextDecoder().decode(plaintext);
    },
  };
}
