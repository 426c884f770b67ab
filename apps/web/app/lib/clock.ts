/**
 * The storefront's one reading of the current time (CONVENTIONS.md 5): everything else asks this
 * clock, so a test can fix it with `vi.spyOn(clock, 'now')`.
 */
export interface Clock {
  now(): Date;
}

export const clock: Clock = { now: () => new Date() };
