import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Randomness comes in as a dependency: cryptographic in production, seeded in tests and seeds. */
export interface Random {
  int(minInclusive: number, maxExclusive: number): number;
  uuid(): string;
  token(bytes?: number): string;
}

export const cryptoRandom: Random = {
  int: (min, max) => randomInt(min, max),
  uuid: () => randomUUID(),
  token: (bytes = 32) => randomBytes(bytes).toString('base64url'),
};

/** mulberry32: small, fast and good enough for repeatable demo data and tests. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (n: number) =>
    Array.from({ length: n }, () =>
      Math.floor(next() * 16)
        .toString(16)
        .toLowerCase(),
    ).join('');
  return {
    int: (min, max) => min + Math.floor(next() * (max - min)),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
    token: (bytes = 32) => hex(bytes * 2),
  };
}
