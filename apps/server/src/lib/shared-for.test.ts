import { describe, expect, it } from 'vitest';
import { sharedFor } from './shared-for';

describe('sharedFor', () => {
  it('shares one read for the window, then reads again', async () => {
    let reads = 0;
    let time = 1_000;
    const read = sharedFor(
      250,
      async () => ++reads,
      () => time,
    );
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    time += 249;
    expect(await read()).toBe(1);
    time += 1;
    expect(await read()).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps no refused read: the next caller reads again', async () => {
    let reads = 0;
    const read = sharedFor(
      250,
      async () => {
        reads++;
        if (reads === 1) throw new Error('the database is away');
        return reads;
      },
      () => 0,
    );
    await expect(read()).rejects.toThrow('the database is away');
    expect(await read()).toBe(2);
  });

  it('reads on every call with a window of 0', async () => {
    let reads = 0;
    const read = sharedFor(
      0,
      async () => ++reads,
      () => 0,
    );
    expect([await read(), await read()]).toEqual([1, 2]);
  });
});
