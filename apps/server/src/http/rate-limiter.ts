/** Fixed-window counter per key (client address + call). In-process: see ADR 0004 for scale-out. */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  /** True when the request is allowed. */
  hit(key: string, limitPerMinute: number, now: number): boolean {
    const w = this.#windows.get(key);
    if (!w || now - w.start >= 60_000) {
      this.#windows.set(key, { start: now, count: 1 });
      if (this.#windows.size > 50_000) this.#sweep(now);
      return true;
    }
    w.count += 1;
    return w.count <= limitPerMinute;
  }

  #sweep(now: number) {
    for (const [k, w] of this.#windows) if (now - w.start >= 60_000) this.#windows.delete(k);
  }
}
