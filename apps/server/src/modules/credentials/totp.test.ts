import { describe, expect, it } from 'vitest';
import { hotp, matchTotp, newTotpSecret, otpauthUri, totp } from './totp';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's key size.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length));
const vectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it('matches the test vectors of RFC 6238 for SHA-1, SHA-256 and SHA-512', () => {
    for (const [seconds, sha1, sha256, sha512] of vectors) {
      const at = new Date(seconds * 1000);
      expect(totp(seed(20), at, 8, 'sha1')).toBe(sha1);
      expect(totp(seed(32), at, 8, 'sha256')).toBe(sha256);
      expect(totp(seed(64), at, 8, 'sha512')).toBe(sha512);
    }
  });

  it('matches the HOTP test values of RFC 4226 appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expected.forEach((code, counter) => {
      expect(hotp(seed(20), counter)).toBe(code);
    });
  });

  it('accepts the code of the step before and after, and names the step', () => {
    const key = seed(20);
    const at = new Date(1_700_000_000_000);
    const step = Math.floor(1_700_000_000 / 30);
    expect(matchTotp(key, totp(key, at), at)).toBe(step);
    expect(matchTotp(key, totp(key, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchTotp(key, totp(key, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(matchTotp(key, totp(key, new Date(at.getTime() - 90_000)), at)).toBeUndefined();
  });

  it('reads keys written in base32, makes 160-bit secrets and writes the otpauth URI authenticator apps read', () => {
    const at = new Date(1_111_111_109_000);
    // The RFC's SHA-1 seed, as an authenticator app shows it.
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', at, 8)).toBe('07081804');
    expect(matchTotp('gezdgnbvgy3tqojqgezdgnbvgy3tqojq', totp(seed(20), at), at)).toBe(Math.floor(1_111_111_109 / 30));
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    // SHA-1, 6 digits and 30 s are the URI format's defaults, which are left out.
    expect(otpauthUri('Drawline', 'jo@example.com', 'ABC')).toBe(
      'otpauth://totp/Drawline:jo%40example.com?secret=ABC&issuer=Drawline',
    );
  });
});
