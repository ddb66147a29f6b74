import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServerPagination } from './use-server-pagination';

describe('useServerPagination', () => {
  it('starts on page 1 with the given size and describes a server-paged DataTable', () => {
    const { result } = renderHook(() => useServerPagination(20));
    expect(result.current.pagination(57)).toMatchObject({ mode: 'server', page: 1, pageSize: 20, total: 57 });
  });

  it('moves between pages, and a new page size goes back to page 1', () => {
    const { result } = renderHook(() => useServerPagination());
    const serverPaged = () => {
      const p = result.current.pagination(100);
      if (p.mode !== 'server') throw new Error('expected server paging');
      return p;
    };
    act(() => serverPaged().onPageChange(3));
    expect([result.current.page, result.current.pageSize]).toEqual([3, 10]);
    act(() => serverPaged().onPageSizeChange?.(50));
    expect([result.current.page, result.current.pageSize]).toEqual([1, 50]);
  });
});
