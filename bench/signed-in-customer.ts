/** A signed-in customer for the benches that render a customer's pages (`npm run bench`, bench/profile-page.ts). */

/**
 * Signs a new customer up and puts four Powerball games in their cart; answers their cookies, with
 * the browsing session's as a browser keeps them from its first page (the heartbeat's answer sets
 * them): without it every render would start a new browsing session. The access token lasts 15
 * minutes, longer than a run of the page targets: no render renews it.
 */
export async function signedInWithCart(baseURL: string): Promise<string> {
  const signup = await fetch(`${baseURL}/v2/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', version: '3.5' },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Correct-horse-42!',
      firstname: 'Bench',
      lastname: 'Customer',
      date_of_birth: '1990-03-14',
      accept_terms: true,
    }),
  });
  if (!signup.ok) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const games = [0, 1, 2, 3].map((i) => ({
    Numbers: Array.from({ length: 7 }, (_, n) => 1 + ((i * 4) % 28) + n),
    Powerball: [1 + i],
  }));
  const added = await fetch(`${baseURL}/v2/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      product_offer_key: 'powerball2018',
      game_type: 'standard',
      game_offer: 'standard',
      num_games: 4,
      num_draws: 1,
      games,
    }),
  });
  if (!added.ok) throw new Error(`adding to the cart answered ${added.status}: ${await added.text()}`);
  const heartbeat = await fetch(`${baseURL}/v2/blank.html`, { headers: { cookie } });
  if (!heartbeat.ok) throw new Error(`the heartbeat answered ${heartbeat.status}`);
  const browsing = heartbeat.headers.getSetCookie().map((c) => c.split(';')[0]);
  return [cookie, ...browsing].join('; ');
}
