import { describe, expect, it } from 'vitest';
import { createLoadMeter } from './load-meter';

describe('createLoadMeter', () => {
  it('reads nothing before it starts, then how late a blocked loop ran', async () => {
    const meter = createLoadMeter(50);
    expect(meter.read()).toBeUndefined();
    meter.start();
    try {
      expect(meter.read()).toBeUndefined();
      const until = performance.now() + 400;
      while (performance.now() < until) {
        // A loop blocked in one stretch: one slow tick among quick ones.
      }
      await expect.poll(() => meter.read()?.eventLoopDelayMs ?? 0, { interval: 5 }).toBeGreaterThan(200);
      expect(meter.read()?.eventLoopUtilization).toBeGreaterThan(0);
    } finally {
      meter.stop();
    }
    expect(meter.read()).toBeUndefined();
  });
});
