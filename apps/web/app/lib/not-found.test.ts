import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { MISSING_OR_MALFORMED, orNotFound } from './not-found';

const refusal = (status: number) => Promise.reject(new ApiError(status, 'refused', undefined, null, null));

/** What a loader threw: react-router's data(null, { status }) or the error itself. */
async function thrown(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('orNotFound', () => {
  it("answers the call's value", async () => {
    await expect(orNotFound(Promise.resolve('receipt'))).resolves.toBe('receipt');
  });

  it("makes the platform's 404 the page's 404, and only that unless told", async () => {
    expect(await thrown(orNotFound(refusal(404)))).toMatchObject({ init: { status: 404 } });
    expect(await thrown(orNotFound(refusal(400)))).toBeInstanceOf(ApiError);
    expect(await thrown(orNotFound(refusal(400), MISSING_OR_MALFORMED))).toMatchObject({ init: { status: 404 } });
  });

  it('leaves any other failure an error', async () => {
    expect(await thrown(orNotFound(refusal(500), MISSING_OR_MALFORMED))).toMatchObject({ status: 500 });
    const broken = new Error('network');
    expect(await thrown(orNotFound(Promise.reject(broken)))).toBe(broken);
  });
});
