import { describe, expect, it, vi } from 'vitest';
import { batchedPerDatabase } from './batched';

/** A statement that answers when the test says so. */
function fakeStatements() {
  const running: { keys: string[]; answer: () => void; fail: (e: unknown) => void }[] = [];
  const run = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      running.push({
        keys,
        answer: () => resolve(new Map(keys.filter((k) => k !== 'missing').map((k) => [k, `row ${k}`]))),
        fail: reject,
      });
    });
  const one = vi.fn((_db: object, key: string) => run([key]).then((m) => m.get(key)));
  const many = vi.fn((_db: object, keys: string[]) => run(keys));
  return { running, one, many };
}

describe('batchedPerDatabase', () => {
  it('sends a lone lookup at once, alone; lookups arriving while statements run go together', async () => {
    const { running, one, many } = fakeStatements();
    const lookUp = batchedPerDatabase({ maxInFlight: 2, one, many });
    const db = {};
    const first = lookUp(db, 'a');
    const second = lookUp(db, 'b');
    expect(one).toHaveBeenCalledTimes(2); // two in flight, each alone
    const waiting = ['c', 'missing', 'c', 'd'].map((key) => lookUp(db, key));
    expect(running).toHaveLength(2);
    running[0]!.answer();
    expect(await first).toBe('row a');
    await vi.waitFor(() => expect(many).toHaveBeenCalledTimes(1));
    expect(many.mock.calls[0]![1]).toEqual(['c', 'missing', 'd']); // one statement, distinct keys
    running[1]!.answer();
    running[2]!.answer();
    expect(await second).toBe('row b');
    expect(await Promise.all(waiting)).toEqual(['row c', undefined, 'row c', 'row d']);
    // Quiet again: the next lookup goes at once, alone.
    const later = lookUp(db, 'e');
    expect(one).toHaveBeenCalledTimes(3);
    running[3]!.answer();
    expect(await later).toBe('row e');
  });

  it('fails every lookup of a failed statement, and goes on with the next ones', async () => {
    const { running, one, many } = fakeStatements();
    const lookUp = batchedPerDatabase({ maxInFlight: 1, one, many });
    const db = {};
    const first = lookUp(db, 'a');
    const waiting = [lookUp(db, 'b'), lookUp(db, 'c')];
    running[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await vi.waitFor(() => expect(running).toHaveLength(2));
    running[1]!.answer();
    expect(await Promise.all(waiting)).toEqual(['row b', 'row c']);
  });
});
