import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { membershipErrorMessage, UNKNOWN_ERROR } from './membership-errors';

describe('membership errors (3-account.md §8)', () => {
  it("show the server's message", () => {
    const refused = new ApiError(409, 'You have already joined this program.', 'conflict', null, null);
    expect(membershipErrorMessage(refused)).toBe('You have already joined this program.');
  });

  it("say 'An unknown error occurred' when the server gave none, or the failure was not the server's answer", () => {
    expect(UNKNOWN_ERROR).toBe('An unknown error occurred');
    expect(membershipErrorMessage(new ApiError(400, '', undefined, null, null))).toBe(UNKNOWN_ERROR);
    expect(membershipErrorMessage(new TypeError('fetch failed'))).toBe(UNKNOWN_ERROR);
    expect(membershipErrorMessage('nope')).toBe(UNKNOWN_ERROR);
  });
});
