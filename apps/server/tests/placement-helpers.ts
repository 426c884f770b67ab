import type { ConsolePlacement, Placement } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StaffTestApp } from './staff-helpers';

/** The placements of a GET /placement answer, once it is a 200. */
export const placementsOf = (res: LightMyRequestResponse): Placement[] => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Placement[];
};

/** A placement an editor may set (decision 474): Powerball's four quick picks, pre-cart promoted, unless told. */
export const placementBody = (overrides: Record<string, unknown> = {}) => ({
  key: 'pre_cart_promoted',
  product_offer_key: 'powerball2018',
  game_offer: 'standard',
  num_games: 4,
  headline: 'Powerball this Thursday',
  message: 'Four games, picked for you.',
  position: 0,
  active: true,
  ...overrides,
});

/** POST /staff/api/placements as this editor, which must pass. */
export async function setPlacement(
  t: StaffTestApp,
  editor: Record<string, string>,
  body: Record<string, unknown>,
): Promise<ConsolePlacement> {
  const res = await t.app.inject({ method: 'POST', url: '/staff/api/placements', headers: editor, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}
