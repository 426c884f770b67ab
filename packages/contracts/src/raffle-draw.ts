import { createHash, createHmac } from 'node:crypto';

/**
 * The published raffle draw algorithm (docs/decisions/201), version 1. Anyone holding the public
 * data of a drawn raffle (the seed revealed with the results, the sorted list of sold ticket
 * numbers and the number of prizes) recomputes the winners with this file alone; the server draws
 * with the very same code. Node-only (node:crypto): not exported from the package's index, so the
 * storefront's browser bundle never pulls it in.
 *
 * 1. Before sales close the shop publishes `commitment = SHA-256(seed)` (hex) of a secret 32-byte seed.
 * 2. At close the sold ticket numbers are sorted ascending; `ticketsDigest = SHA-256` of them
 *    written in decimal, one per line (joined by "\n", no trailing newline).
 * 3. A stream of 32-bit words: block c (c = 0, 1, 2…) is HMAC-SHA256(key = seed bytes,
 *    message = "drawline-raffle-v1:" + c in decimal), read as eight big-endian unsigned words.
 * 4. A uniform integer below m takes the next word w, rejecting w ≥ m·⌊2³²/m⌋ (no modulo bias),
 *    and answers w mod m.
 * 5. Partial Fisher–Yates over the sorted list: for i = 0 … k−1, j = i + uniform(n − i), swap
 *    positions i and j; the i-th winner is position i. Prize slot i (prizes main first, then by
 *    time, then id, each repeated by its quantity) goes to the i-th winner.
 */
export const RAFFLE_ALGORITHM = 'drawline-raffle-v1';

export const RAFFLE_ALGORITHM_DESCRIPTION =
  'commitment = SHA-256(seed); tickets sorted ascending, digest = SHA-256 of the decimal numbers joined by newlines; ' +
  'random words: HMAC-SHA256(seed, "drawline-raffle-v1:" + counter) as big-endian 32-bit words; ' +
  'uniform(m): next word w, rejected when w >= m * floor(2^32 / m), else w mod m; ' +
  'winners: partial Fisher-Yates, for i from 0: swap position i with i + uniform(n - i); winner i = position i; ' +
  'prize slots: main first, then by draw time, then prize id, each repeated by its quantity.';

const SEED_HEX = /^[0-9a-f]{64}$/;

function seedBytes(seedHex: string): Buffer {
  if (!SEED_HEX.test(seedHex)) throw new Error('A raffle seed is 32 bytes written as 64 lowercase hex digits.');
  return Buffer.from(seedHex, 'hex');
}

/** SHA-256 of the seed's bytes, in hex: published before sales close. */
export function raffleCommitment(seedHex: string): string {
  return createHash('sha256').update(seedBytes(seedHex)).digest('hex');
}

/** The sold ticket numbers, ascending, each once. */
export function sortTicketNumbers(numbers: readonly number[]): number[] {
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** SHA-256 of the sorted ticket numbers in decimal, one per line. */
export function ticketListDigest(sortedNumbers: readonly number[]): string {
  return createHash('sha256').update(sortedNumbers.join('\n')).digest('hex');
}

/** The deterministic random words of a seed, and uniform integers drawn from them without bias. */
function wordStream(seedHex: string) {
  const key = seedBytes(seedHex);
  let counter = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 0;
  const nextWord = (): number => {
    if (offset >= block.length) {
      block = createHmac('sha256', key).update(`${RAFFLE_ALGORITHM}:${counter++}`).digest();
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };
  return {
    uniform(m: number): number {
      if (!Number.isSafeInteger(m) || m < 1 || m > 2 ** 32) throw new Error(`Cannot draw uniformly below ${m}.`);
      const limit = m * Math.floor(2 ** 32 / m);
      for (;;) {
        const w = nextWord();
        if (w < limit) return w % m;
      }
    },
  };
}

/**
 * The winning ticket numbers, in prize-slot order: `count` distinct numbers of the sorted list
 * (all of them when fewer were sold).
 */
export function pickRaffleWinners(seedHex: string, sortedNumbers: readonly number[], count: number): number[] {
  const pool = [...sortedNumbers];
  const stream = wordStream(seedHex);
  const k = Math.min(count, pool.length);
  for (let i = 0; i < k; i++) {
    const j = i + stream.uniform(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, k);
}

/** The public data of a drawn raffle, as GET …/verification answers it. */
export interface RafflePublicData {
  commitment: string;
  seed: string | null;
  ticketsDigest: string | null;
  ticketNumbers: readonly number[];
  prizeSlots: readonly unknown[];
  winners: readonly number[];
}

/** Each check of a raffle draw against its public data, and the winners recomputed. */
export interface RaffleCheck {
  commitmentMatches: boolean;
  digestMatches: boolean;
  winnersMatch: boolean;
  recomputedWinners: number[];
}

/** Recomputes a raffle draw from its public data alone (scripts/verify-raffle.ts runs it). */
export function verifyRaffle(data: RafflePublicData): RaffleCheck {
  if (!data.seed) throw new Error('The seed is not revealed yet: the draw has not been made.');
  const sorted = sortTicketNumbers(data.ticketNumbers);
  const recomputedWinners = pickRaffleWinners(data.seed, sorted, data.prizeSlots.length);
  return {
    commitmentMatches: raffleCommitment(data.seed) === data.commitment,
    digestMatches: ticketListDigest(sorted) === data.ticketsDigest,
    winnersMatch:
      recomputedWinners.length === data.winners.length && recomputedWinners.every((n, i) => n === data.winners[i]),
    recomputedWinners,
  };
}
