import { type CapabilityName, meetsNeed } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { routeNeeds } from '../../lib/capabilities/route-needs';

describe('the native app pages gate (decision 481)', () => {
  it('opens /app, /app/android and /app/android/install only with native_app', () => {
    expect(meetsNeed(new Set<CapabilityName>(['native_app']), routeNeeds.nativeApp)).toBe(true);
    expect(meetsNeed(new Set<CapabilityName>(['registration', 'blog']), routeNeeds.nativeApp)).toBe(false);
    expect(meetsNeed(new Set<CapabilityName>(), routeNeeds.nativeApp)).toBe(false);
  });
});
