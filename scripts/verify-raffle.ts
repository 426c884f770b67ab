// Checks a raffle draw from its public data alone (docs/decisions/201):
//   npm run verify-raffle -- https://shop.example/v2/draw/details/<offerKey>/<drawNo>/verification
//   npm run verify-raffle -- saved-answer.json
// The commitment must be SHA-256 of the revealed seed, the digest must be that of the sold ticket
// list, and the published winners must be those the published algorithm picks. Exit code 0 when
// every check holds, 1 when one fails, 2 when the data cannot be read.
import { readFile } from 'node:fs/promises';
import { type RafflePublicData, verifyRaffle } from '@drawline/contracts/raffle-draw';

async function load(source: string): Promise<RafflePublicData> {
  const text = /^https?:\/\//.test(source)
    ? await (await fetch(source, { headers: { accept: 'application/json' } })).text()
    : await readFile(source, 'utf8');
  const body = JSON.parse(text);
  // The API's envelope, or the answer itself.
  return (body.result ?? body) as RafflePublicData;
}

async function main(): Promise<number> {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: verify-raffle <verification url | json file>');
    return 2;
  }
  let data: RafflePublicData;
  try {
    data = await load(source);
  } catch (err) {
    console.error(`cannot read ${source}: ${(err as Error).message}`);
    return 2;
  }
  const check = verifyRaffle(data);
  const mark = (ok: boolean) => (ok ? 'ok  ' : 'FAIL');
  console.log(`${mark(check.commitmentMatches)} commitment = SHA-256(seed)`);
  console.log(`${mark(check.digestMatches)} ticket list digest (${data.ticketNumbers.length} tickets)`);
  console.log(`${mark(check.winnersMatch)} winners: ${check.recomputedWinners.join(', ') || 'none'}`);
  return check.commitmentMatches && check.digestMatches && check.winnersMatch ? 0 : 1;
}

process.exitCode = await main();
