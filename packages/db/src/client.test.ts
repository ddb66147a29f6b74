import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// ADR 0020: the embedded database keeps a 16 MB buffer pool (PostgreSQL's default is 128 MB), with the
// library's other start parameters unchanged.
describe('openDatabase (PGlite)', () => {
  it('starts with shared_buffers at 16 MB and PGlite’s own parameters', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const result = await database.pglite!.query<{ name: string; setting: string }>(
        `select name, current_setting(name) as setting from unnest(array['shared_buffers',
          'search_path', 'max_parallel_workers_per_gather']) as name`,
      );
      expect(Object.fromEntries(result.rows.map((r) => [r.name, r.setting]))).toEqual({
        shared_buffers: '16MB',
        search_path: 'public',
        max_parallel_workers_per_gather: '0',
      });
    } finally {
      await database.close();
    }
  });
});
