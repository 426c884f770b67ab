import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';

export interface LottoPartyDeps {
  db: Db;
  clock: Clock;
  random: Random;
}

/** A page of a list (the envelope's pageInfo). */
export interface Paged<T> {
  items: T[];
  pageInfo: { limit: number; offset: number; total: number };
}

export interface PageAsked {
  limit: number;
  offset: number;
}
