import { describe, expect, it } from 'vitest';
import { leadingGate, type Timers, trailing } from './debounce';

describe('leadingGate', () => {
  it('lets the first press through and drops presses inside the window after it', () => {
    let t = 0;
    const go = leadingGate(1000, () => t);
    expect(go()).toBe(true);
    t = 400;
    expect(go()).toBe(false);
    t = 999;
    expect(go()).toBe(false);
    t = 1000;
    expect(go()).toBe(true);
    t = 1500;
    expect(go()).toBe(false);
  });

  it('drops only the same press: another entry within the window goes', () => {
    let t = 0;
    const go = leadingGate(1000, () => t);
    expect(go('entry=a')).toBe(true);
    t = 200;
    expect(go('entry=a')).toBe(false);
    expect(go('entry=b')).toBe(true);
    t = 400;
    expect(go('entry=b')).toBe(false);
    expect(go('entry=a')).toBe(true);
  });
});

describe('trailing', () => {
  function fakeTimers() {
    const pending = new Map<number, { run: () => void; at: number }>();
    let id = 0;
    let now = 0;
    const timers: Timers = {
      set: (run, ms) => {
        id += 1;
        pending.set(id, { run, at: now + ms });
        return id;
      },
      clear: (handle) => pending.delete(handle as number),
    };
    const advance = (ms: number) => {
      now += ms;
      for (const [key, p] of [...pending]) {
        if (p.at <= now) {
          pending.delete(key);
          p.run();
        }
      }
    };
    return { timers, advance };
  }

  it('runs once, with the last value, after the presses stop for the window', () => {
    const { timers, advance } = fakeTimers();
    const sent: number[] = [];
    const quantity = trailing<number>(500, (q) => sent.push(q), timers);
    quantity.call(2);
    advance(300);
    quantity.call(3);
    advance(300);
    quantity.call(4);
    advance(499);
    expect(sent).toEqual([]);
    advance(1);
    expect(sent).toEqual([4]);
  });

  it('sends nothing once cancelled', () => {
    const { timers, advance } = fakeTimers();
    const sent: number[] = [];
    const quantity = trailing<number>(500, (q) => sent.push(q), timers);
    quantity.call(2);
    quantity.cancel();
    advance(1000);
    expect(sent).toEqual([]);
  });
});
