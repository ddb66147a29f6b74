const WINDOW_MS = 60_000;

/**
 * Fixed-window counter per key (client address + call). Alone, it is exact. With other processes
 * (ADR 0028), `shared` records each hit for `drain`, which the app sends on the bus about every second,
 * and `absorb` adds the other processes' hits to the same key's window: a key's count is then the
 * cluster's, short of at most one exchange interval of the other processes' hits.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly #pending = new Map<string, number>();

  constructor(readonly shared = false) {}

  /** True when the request is allowed. */
  hit(key: string, limitPerMinute: number, now: number): boolean {
    if (this.shared) this.#pending.set(key, (this.#pending.get(key) ?? 0) + 1);
    const w = this.#windows.get(key);
    if (!w || now - w.start >= WINDOW_MS) {
      this.#windows.set(key, { start: now, count: 1 });
      if (this.#windows.size > 50_000) this.#sweep(now);
      return true;
    }
    w.count += 1;
    return w.count <= limitPerMinute;
  }

  /** This process's hits since the last drain, per key (then forgotten). */
  drain(): [string, number][] {
    const hits = [...this.#pending];
    this.#pending.clear();
    return hits;
  }

  /** Another process's hits: counted in this process's window of each key (a new window if none). */
  absorb(hits: [string, number][], now: number): void {
    for (const [key, n] of hits) {
      if (typeof key !== 'string' || !Number.isInteger(n) || n <= 0) continue;
      const w = this.#windows.get(key);
      if (!w || now - w.start >= WINDOW_MS) this.#windows.set(key, { start: now, count: n });
      else w.count += n;
    }
    if (this.#windows.size > 50_000) this.#sweep(now);
  }

  #sweep(now: number) {
    for (const [k, w] of this.#windows) if (now - w.start >= WINDOW_MS) this.#windows.delete(k);
  }
}
