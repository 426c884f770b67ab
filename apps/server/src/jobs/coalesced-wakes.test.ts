import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedWakes } from './coalesced-wakes';

describe('coalesced wakes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first wake at once and a burst within the window as one more at its end', () => {
    const sent: string[] = [];
    const wakes = coalescedWakes((name) => sent.push(name), 250);
    wakes.wake('deliver-emails');
    expect(sent).toEqual(['deliver-emails']);
    for (let i = 0; i < 100; i++) wakes.wake('deliver-emails');
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual(['deliver-emails', 'deliver-emails']);
    // The trailing send opened a window of its own: a wake in it waits for its end.
    wakes.wake('deliver-emails');
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(250);
    expect(sent).toHaveLength(3);
  });

  it('sends a wake after a quiet window at once, and keeps each job to its own window', () => {
    const sent: string[] = [];
    const wakes = coalescedWakes((name) => sent.push(name), 250);
    wakes.wake('a');
    vi.advanceTimersByTime(250);
    vi.advanceTimersByTime(250);
    wakes.wake('a');
    wakes.wake('b');
    expect(sent).toEqual(['a', 'a', 'b']);
  });

  it('drops the wakes waiting for their window once stopped', () => {
    const sent: string[] = [];
    const wakes = coalescedWakes((name) => sent.push(name), 250);
    wakes.wake('a');
    wakes.wake('a');
    wakes.stop();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['a']);
  });
});
