import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error';
import { createSecrets, UNREADABLE_SECRET_FIX } from './crypto';

const secrets = createSecrets('a-server-secret-of-at-least-32-characters');
const other = createSecrets('another-server-secret-of-32-characters!!');
const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('signed tokens', () => {
  it('are HS256 JWS that read back only for the purpose and the secret they were signed with', () => {
    const token = secrets.signToken('device', { c: 'customer-1', r: 1_700_000_000_000 });
    const [header, payload] = token.split('.');
    expect(json(header!)).toMatchObject({ alg: 'HS256' });
    expect(json(payload!)).toEqual({ c: 'customer-1', r: 1_700_000_000_000 });
    expect(secrets.readToken('device', token)).toEqual({ c: 'customer-1', r: 1_700_000_000_000 });
    expect(secrets.readToken('two-factor', token)).toBeUndefined();
    expect(other.readToken('device', token)).toBeUndefined();
  });

  it('refuse a changed payload, an unsigned token, garbage and anything too long', () => {
    const token = secrets.signToken('device', { c: 'customer-1' });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ c: 'customer-2' })).toString('base64url');
    expect(secrets.readToken('device', `${header}.${forged}.${signature}`)).toBeUndefined();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(secrets.readToken('device', `${none}.${forged}.`)).toBeUndefined();
    for (const bad of ['', '.', 'abc', 'a.b.c', `${token}x`])
      expect(secrets.readToken('device', bad), bad).toBeUndefined();
    const long = secrets.signToken('device', { c: 'x'.repeat(2000) });
    expect(secrets.readToken('device', long)).toBeUndefined();
  });
});

describe('MACs', () => {
  it('verify the same purpose and payload only', () => {
    const mac = secrets.sign('email-code', 'customer-1:123456');
    expect(secrets.verify('email-code', 'customer-1:123456', mac)).toBe(true);
    expect(secrets.verify('email-code', 'customer-1:123457', mac)).toBe(false);
    expect(secrets.verify('communication-preferences', 'customer-1:123456', mac)).toBe(false);
    expect(other.verify('email-code', 'customer-1:123456', mac)).toBe(false);
  });
});

describe('sealed secrets', () => {
  it('are JWE (dir, A256GCM) with a new nonce each time, opened only with the same server secret', async () => {
    const box = await secrets.encrypt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(json(box.split('.')[0]!)).toEqual({ alg: 'dir', enc: 'A256GCM' });
    expect(box).not.toContain('GEZDGNBV');
    expect(await secrets.encrypt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).not.toBe(box);
    expect(await secrets.decrypt(box)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    await expect(other.decrypt(box)).rejects.toThrow();
  });

  it('refuse a box whose ciphertext was changed', async () => {
    const parts = (await secrets.encrypt('secret')).split('.');
    const ciphertext = Buffer.from(parts[3]!, 'base64url');
    ciphertext[0] = ciphertext[0]! ^ 1;
    parts[3] = ciphertext.toString('base64url');
    await expect(secrets.decrypt(parts.join('.'))).rejects.toThrow();
  });
});

describe('several keys (docs/decisions/347)', () => {
  const oldKey = 'an-old-server-secret-of-32-characters!!!';
  const newKey = 'a-new-server-secret-of-at-least-32-chars';
  const before = createSecrets(oldKey);
  const rotated = createSecrets([newKey, oldKey]);
  const after = createSecrets(newKey);

  it('open boxes, MACs and tokens made under an earlier key, and make new ones with the first', async () => {
    const box = await before.encrypt('JBSWY3DPEHPK3PXP');
    expect(await rotated.decrypt(box)).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.verify('email-code', 'c:1', before.sign('email-code', 'c:1'))).toBe(true);
    expect(rotated.readToken('device', before.signToken('device', { c: 'x' }))).toEqual({ c: 'x' });
    // What the rotated secrets make opens with the new key alone.
    expect(await after.decrypt(await rotated.encrypt('new'))).toBe('new');
    expect(after.verify('email-code', 'c:1', rotated.sign('email-code', 'c:1'))).toBe(true);
    expect(after.readToken('device', rotated.signToken('device', { c: 'y' }))).toEqual({ c: 'y' });
  });

  it('reseal a box of an earlier key under the first, and leave a current one alone', async () => {
    const box = await before.encrypt('JBSWY3DPEHPK3PXP');
    const resealed = await rotated.reseal(box);
    expect(resealed).not.toBeNull();
    expect(await after.decrypt(resealed ?? '')).toBe('JBSWY3DPEHPK3PXP');
    expect(await rotated.reseal(resealed ?? '')).toBeNull();
  });

  it('refuse a box no key opens with secret_unreadable and its fix, never the box', async () => {
    const box = await before.encrypt('JBSWY3DPEHPK3PXP');
    for (const bad of [box, 'not-a-box', `${box.slice(0, -4)}AAAA`]) {
      const error = await after.decrypt(bad).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('secret_unreadable');
      expect((error as AppError).status).toBe(500);
      expect((error as AppError).options.setupFault).toBe(UNREADABLE_SECRET_FIX);
      expect(UNREADABLE_SECRET_FIX).not.toContain(box);
    }
    await expect(after.reseal(box)).rejects.toBeInstanceOf(AppError);
  });
});
