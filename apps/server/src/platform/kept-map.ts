import type { Clock } from '../lib/clock';

/** How long one asker has to make an expired entry again before another asker is sent to. */
export const REFRESH_WAIT_MS = 5000;
/** How long past its time an entry may still be sent while it is made again. */
export const STALE_SECONDS = 30;

/**
 * A bounded map of entries kept until a time (the answer cache's and the page cache's store); the
 * oldest goes first when it is full. Past its time an entry is made again by one asker only while
 * everyone else is sent the old copy (docs/decisions/276): at a peak, an expiry would otherwise
 * send every waiting visitor to render the same page or query the same answer at once.
 */
export class KeptMap<T extends { expiresAt: number }> {
  private readonly entries = new Map<string, T>();
  /** Keys being made again, until when the asker sent to make them has. */
  private readonly refreshing = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries: number,
    private readonly staleSeconds = STALE_SECONDS,
  ) {}

  /** The entry while it is within its time; undefined after (the asker makes it again). */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.clock.now().getTime();
    if (entry.expiresAt > now) return entry;
    if (entry.expiresAt + this.staleSeconds * 1000 <= now) this.delete(key);
    return undefined;
  }

  /**
   * The entry within its time; past it, undefined for the one asker who is to make it again (the
   * first, or the next once REFRESH_WAIT_MS passed without a new copy) and the old copy, marked
   * stale, for everyone else until the new one is kept.
   */
  getOrStale(key: string): { entry: T; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.clock.now().getTime();
    if (entry.expiresAt > now) return { entry, stale: false };
    if (entry.expiresAt + this.staleSeconds * 1000 <= now) {
      this.delete(key);
      return undefined;
    }
    const until = this.refreshing.get(key);
    if (until === undefined || until <= now) {
      this.refreshing.set(key, now + REFRESH_WAIT_MS);
      return undefined;
    }
    return { entry, stale: true };
  }

  /** Whether a copy is held, within its time or still sendable past it (no asker is chosen). */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expiresAt + this.staleSeconds * 1000 > this.clock.now().getTime();
  }

  set(key: string, entry: T): void {
    this.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    this.entries.delete(key);
    this.refreshing.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.refreshing.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
