import { fileURLToPath } from 'node:url';
import {
  type GameOffer,
  type GameSelection,
  type Money,
  type PastDraw,
  type ProductOffer,
  type ProductOffersAnswer,
  priceForGames,
  type Receipt,
} from '@drawline/contracts';
import { type AppDeps, buildApp } from '../../apps/server/src/app';
import { type Config, testConfig } from '../../apps/server/src/config';
import { seedDemoData } from '../../apps/server/src/demo';
import { systemClock } from '../../apps/server/src/lib/clock';
import { cryptoRandom } from '../../apps/server/src/lib/random';
import { createOrder, type OrderLineInput } from '../../apps/server/src/modules/orders';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { openMigratedDatabase } from './migrated-database';

/**
 * The built shop in this test process, on its own fresh embedded database with the demo
 * catalogue, so a test can buy for a customer before the checkout flow exists: an order written
 * by the orders module's createOrder and paid from the wallet in one transaction, as the checkout
 * flow will (docs/decisions/133). The pages are the same build the shared e2e server runs.
 */
/** `config` overrides the test configuration (load shedding on, say); `loadMeter` sets the load it sees. */
/** `port`: listen there (a test that must name the shop's address before it starts, as an OpenID provider's redirect does). */
export async function startShopInProcess(
  config: Partial<Config> = {},
  deps: Pick<AppDeps, 'loadMeter'> & { port?: number } = {},
) {
  const database = await openMigratedDatabase();
  await seedDemoData(database.db, systemClock, { demoCustomer: false });
  const webBuildDir = fileURLToPath(new URL('../../apps/web/build', import.meta.url));
  const app = await buildApp({
    config: testConfig({ webBuildDir, rateLimitPerMinute: 100_000, ...config }),
    database,
    clock: systemClock,
    web: true,
    loadMeter: deps.loadMeter,
  });
  const address = await app.listen({ host: '127.0.0.1', port: deps.port ?? 0 });
  const catalogue: ProductOffersAnswer = (
    await app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers', headers: { version: '3.9' } })
  ).json().result;
  const pastDraws: PastDraw[] =
    (await app.inject({ method: 'GET', url: '/v2/draws/pricing/default/past/latest?limit=50' })).json().result ?? [];

  const offer = (key: string) => {
    const found = catalogue.offers.find((o) => o.key === key);
    if (!found) throw new Error(`The demo catalogue has no ${key}`);
    return found as ProductOffer;
  };
  const gameOffer = (offerKey: string, gameType: string): GameOffer => {
    const g = offer(offerKey).gameTypes.find((t) => t.key === gameType)?.gameOffers[0];
    if (!g) throw new Error(`${offerKey} has no ${gameType} game offer`);
    return g;
  };
  const price = (g: GameOffer, numGames: number, numDraws = 1): Money => {
    const listed = priceForGames(g, numGames);
    if (!listed) throw new Error(`${g.key} has no price for ${numGames} games`);
    return { amount: listed.amount * numDraws, currency: 'AUD' };
  };

  /** Entries of each kind the shop sells, priced from the price list. */
  const lines = {
    /** Powerball, two draws: game 1 as chosen, game 2 a quick pick. */
    lottery(draws = 2): OrderLineInput {
      const g = gameOffer('powerball2018', 'standard');
      const numGames = g.numGames[0] ?? 1;
      return {
        productType: 'lottery_ticket',
        productOfferKey: 'powerball2018',
        gameType: 'standard',
        gameOffer: g.key,
        numGames,
        drawIds: offer('powerball2018')
          .draws.slice(0, draws)
          .map((d) => d.drawId),
        games: [{ Numbers: [35, 1, 7, 14, 21, 28, 2], Powerball: [20] }] satisfies GameSelection[],
        amount: price(g, numGames, draws),
      };
    },
    raffle(quantity = 3): OrderLineInput {
      const g = gameOffer('make_a_smile_lottery', 'standard');
      const o = offer('make_a_smile_lottery');
      return {
        productType: 'raffle_ticket',
        productOfferKey: o.key,
        gameType: 'standard',
        gameOffer: g.key,
        numGames: quantity,
        drawIds: [o.draws[0]?.drawId as string],
        amount: price(g, quantity),
        causeKey: o.causes[0] ?? null,
      };
    },
    syndicate(): OrderLineInput {
      const o = offer('oz_lotto_syndicate');
      const syndicate = o.syndicates[0];
      if (!syndicate) throw new Error('The demo catalogue has no syndicate');
      return {
        productType: 'syndicate_share',
        productOfferKey: o.key,
        gameType: 'syndicate',
        gameOffer: gameOffer(o.key, 'syndicate').key,
        numGames: 2,
        drawIds: [o.draws[0]?.drawId as string],
        syndicateEncodedId: syndicate.syndicateEncodedId,
        amount: { amount: syndicate.sharePrice.amount * 2, currency: 'AUD' },
      };
    },
    /** A Powerball entry in a draw that has been drawn (bought before it closed). */
    drawnLottery(): OrderLineInput {
      const drawn = pastDraws.find((d) => d.lotteryKey === 'powerball2018' && d.winningNumbers.length > 0);
      if (!drawn) throw new Error('The demo results have no drawn Powerball draw');
      return { ...lines.lottery(1), drawIds: [drawn.drawId] };
    },
  };

  return {
    app,
    baseURL: address,
    lines,
    /** Puts money in the customer's wallet through a real journal. */
    fund: (customerId: string, amount: Money) => fundWallet(app, customerId, amount),
    /** Buys the lines for the customer: the order and its wallet charge in one transaction. */
    async buy(customerId: string, bought: OrderLineInput[]): Promise<Receipt> {
      const total: Money = { amount: bought.reduce((n, l) => n + l.amount.amount, 0), currency: 'AUD' };
      return database.db.transaction(async (tx) => {
        const placed = await createOrder(
          tx,
          { customerId, lines: bought, total },
          { clock: systemClock, random: cryptoRandom },
        );
        await app.wallet.spendFromWallet(tx, {
          customerId,
          amount: total,
          reference: placed.receipt.checkoutId,
          offerLines: bought.map((l) => ({ productOfferKey: l.productOfferKey, amount: l.amount })),
          description: 'Ticket purchase',
        });
        return placed.receipt;
      });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type ShopInProcess = Awaited<ReturnType<typeof startShopInProcess>>;
