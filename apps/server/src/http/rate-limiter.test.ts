import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

const T0 = 1_000_000;
const hits = (limiter: RateLimiter, key: string, n: number, limit: number, now = T0) =>
  Array.from({ length: n }, () => limiter.hit(key, limit, now));

describe('RateLimiter', () => {
  it('alone, allows exactly the limit per window and records nothing to send', () => {
    const limiter = new RateLimiter();
    expect(hits(limiter, 'a', 4, 3)).toEqual([true, true, true, false]);
    expect(limiter.hit('b', 3, T0)).toBe(true);
    expect(limiter.hit('a', 3, T0 + 60_000)).toBe(true);
    expect(limiter.drain()).toEqual([]);
  });

  it('shared, drains its hits per key once', () => {
    const limiter = new RateLimiter(true);
    hits(limiter, 'a', 3, 10);
    hits(limiter, 'b', 1, 10);
    expect(limiter.drain()).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    expect(limiter.drain()).toEqual([]);
  });

  it("counts another process's hits in the key's window, so the pair holds the limit", () => {
    const a = new RateLimiter(true);
    const b = new RateLimiter(true);
    expect(hits(a, 'ip|call', 3, 5)).toEqual([true, true, true]);
    b.absorb(a.drain(), T0 + 1000);
    expect(hits(b, 'ip|call', 3, 5, T0 + 1000)).toEqual([true, true, false]);
    a.absorb(b.drain(), T0 + 2000);
    expect(a.hit('ip|call', 5, T0 + 2000)).toBe(false);
  });

  it("starts a window with the other process's hits when it has none, and lets it expire", () => {
    const limiter = new RateLimiter(true);
    limiter.absorb([['k', 5]], T0);
    expect(limiter.hit('k', 5, T0 + 10)).toBe(false);
    expect(limiter.hit('k', 5, T0 + 60_000)).toBe(true);
  });

  it('ignores malformed increments', () => {
    const limiter = new RateLimiter(true);
    limiter.absorb(
      [
        ['k', -4],
        ['k', 1.5],
        [7 as unknown as string, 3],
      ],
      T0,
    );
    expect(hits(limiter, 'k', 2, 2)).toEqual([true, true]);
  });
});
