import { ApiError } from '../../lib/api';

/** What a membership refusal says on the page when the server gave no message (3-account.md §8). */
export const UNKNOWN_ERROR = 'An unknown error occurred';

/** A membership refusal's words (issue 27): the server's message, or UNKNOWN_ERROR. */
export function membershipErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : UNKNOWN_ERROR;
}
