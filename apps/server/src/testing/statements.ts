import type { TDbExecutor } from '@sewa/db';
import { expect, it } from 'vitest';
import type { TTestApp } from './test-app';

/**
 * Counts the statements sent to the database (pool or PGlite) while it is installed, to prove a call
 * is not N+1 (issue 15). `restore` puts the client back.
 */
export function statementCounter(db: TDbExecutor) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let n = 0;
  let texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    n += 1;
    const first = args[0];
    texts.push(typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? ''));
    return original.apply(this, args);
  };
  return {
    /** How many statements `fn` sent. */
    async during(fn: () => Promise<unknown>) {
      n = 0;
      await fn();
      return n;
    },
    /** The texts of the statements `fn` sent. */
    async statements(fn: () => Promise<unknown>) {
      texts = [];
      await fn();
      return texts;
    },
    restore: () => {
      client.query = original;
    },
  };
}

/** How many statements `fn` sent to `db`. */
export async function statementsDuring(db: TDbExecutor, fn: () => Promise<unknown>): Promise<number> {
  const counter = statementCounter(db);
  try {
    return await counter.during(fn);
  } finally {
    counter.restore();
  }
}

export type TListCase = {
  call: string;
  token: () => string;
  /** Adds `n` rows that the call lists, each with what the list shows about it. */
  grow: (n: number) => Promise<void>;
  /** More input (a function when it needs what `beforeAll` made). */
  payload?: Record<string, string | number> | (() => Record<string, string | number>);
};

/** Calls `make` for 0 … n−1, one after the other. */
export const times = async (n: number, make: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < n; i++) await make(i);
};

/**
 * One test per list call: it sends the same number of statements for 3 rows and for 30 (each row with
 * what the list shows about it), so a per-row query shows as a growing count.
 */
export function itListsInBoundedStatements(app: () => TTestApp, cases: TListCase[]) {
  for (const c of cases) {
    it(`${c.call}: the same count for 3 rows and for 30`, async () => {
      const t = app();
      const list = async () => {
        const res = await t.call<{ items: unknown[] }>(
          c.call,
          { page_size: 100, ...(typeof c.payload === 'function' ? c.payload() : c.payload) },
          { token: c.token() },
        );
        expect(res.status_code, `${c.call}: ${res.message}`).toBe(100);
        return res.data?.items.length ?? 0;
      };
      await c.grow(3);
      let few = 0;
      const atFew = await statementsDuring(t.database.db, async () => {
        few = await list();
      });
      await c.grow(27);
      let many = 0;
      const atMany = await statementsDuring(t.database.db, async () => {
        many = await list();
      });
      expect(many - few, `${c.call} lists the rows added`).toBeGreaterThanOrEqual(27);
      expect(atMany, `${c.call}: statements for ${many} rows vs ${few}`).toBe(atFew);
    });
  }
}
