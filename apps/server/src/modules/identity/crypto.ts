import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

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
 * What the server secret (AUTH_SECRET) is used for: HMAC signatures of tokens we do not store
 * (device cookie, two-factor tickets, preference links) and encryption of two-factor secrets.
 * Each use has its own key derived with HKDF, so one use can never stand in for another.
 */
export interface Secrets {
  sign(purpose: string, payload: string): string;
  verify(purpose: string, payload: string, signature: string): boolean;
  /** A self-contained token: base64url JSON, a dot, its signature. */
  signToken(purpose: string, data: Record<string, unknown>): string;
  readToken<T extends Record<string, unknown>>(purpose: string, token: string): T | undefined;
  encrypt(plain: string): string;
  decrypt(box: string): string;
}

export function createSecrets(authSecret: string): Secrets {
  if (authSecret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', authSecret, 'drawline', info, 32));
  const signKey = derive('sign');
  const encryptKey = derive('encrypt');
  const sign = (purpose: string, payload: string) =>
    createHmac('sha256', signKey).update(`${purpose}\n${payload}`).digest('base64url');
  return {
    sign,
    verify: (purpose, payload, signature) => safeEqual(sign(purpose, payload), signature),
    signToken(purpose, data) {
      const body = Buffer.from(JSON.stringify(data)).toString('base64url');
      return `${body}.${sign(purpose, body)}`;
    },
    readToken<T extends Record<string, unknown>>(purpose: string, token: string): T | undefined {
      const dot = token.indexOf('.');
      if (dot <= 0 || token.length > 2000) return undefined;
      const body = token.slice(0, dot);
      if (!safeEqual(sign(purpose, body), token.slice(dot + 1))) return undefined;
      try {
        const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        return data && typeof data === 'object' && !Array.isArray(data) ? (data as T) : undefined;
      } catch {
        return undefined;
      }
    },
    encrypt(plain) {
      // The nonce must never repeat under one key, so it comes from the system's CSPRNG, not from `Random`.
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    decrypt(box) {
      const [version, iv, tag, data] = box.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown secret box');
      const decipher = createDecipheriv('aes-256-gcm', encryptKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The address with only the part before the at-sign shown, then asterisks (3-account.md §2). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  return `${local}${'*'.repeat(8)}`;
}
