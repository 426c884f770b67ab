import { data } from 'react-router';
import { ApiError } from './api';

/** The shop's 404 page, thrown from a loader or an action. */
export const notFound = () => data(null, { status: 404 });

/** The platform's 404 (another customer's id, or none) and 400 (a path value it refuses as malformed). */
export const MISSING_OR_MALFORMED: readonly number[] = [404, 400];

/**
 * A platform call whose refusal with one of `statuses` (404 unless told) is the page's 404;
 * anything else stays an error.
 */
export async function orNotFound<T>(call: Promise<T>, statuses: readonly number[] = [404]): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && statuses.includes(error.status)) throw notFound();
    throw error;
  }
}
